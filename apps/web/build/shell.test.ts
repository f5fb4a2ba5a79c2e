import { describe, expect, it } from 'vitest';
import { criticalCss, placeVariants, unstyledClasses } from './shell';

describe('placeVariants', () => {
  it("shows each drawing only on the addresses that have it, by the page's data-boot", () => {
    const placed = placeVariants('nav', [
      { paths: ['/', '/home'], html: '<nav>a</nav>' },
      { paths: ['/market'], html: '<nav>b</nav>' },
    ]);
    expect(placed.html).toBe(
      '<div class="bs-nav bs-nav-0"><nav>a</nav></div><div class="bs-nav bs-nav-1"><nav>b</nav></div>',
    );
    expect(placed.css).toBe(
      ".bs-nav{display:none}html[data-boot='/'] .bs-nav-0,html[data-boot='/home'] .bs-nav-0," +
        "html[data-boot='/market'] .bs-nav-1{display:block}",
    );
  });

  it('puts a part every page draws alike as it is', () => {
    expect(placeVariants('logo', [{ paths: ['/', '/home'], html: '<span>L</span>' }])).toEqual({
      html: '<span>L</span>',
      css: '',
    });
  });
});

describe('unstyledClasses', () => {
  it("names the CSS-module classes of a part that none of the page's inline styles defines", () => {
    const page = '<style>._menu_1ajno_2{margin:0}</style><style data-from="a.css">._item_1ajno_8{gap:1px}</style>';
    const part =
      '<ul class="_menu_1ajno_2"><li class="plain"><a class="_item_1ajno_8 _selected_1ajno_36">x</a></li></ul>';
    expect(unstyledClasses(part, page)).toEqual(['_selected_1ajno_36']);
  });
});

describe('criticalCss', () => {
  it("takes a part's rules from the stylesheets the page does not hold inline, once each", () => {
    const page = '<style data-from="assets/index-a.css">._logo_aaaaa_1{gap:1px}</style>';
    const part = '<section class="_hero_bbbbb_9"><span class="_logo_aaaaa_1"></span></section>';
    const route = '._hero_bbbbb_9{display:flex}._entry_bbbbb_50{gap:2px}';
    const sheets = {
      'assets/index-a.css': '._logo_aaaaa_1{gap:1px}',
      'assets/home-b.css': route,
      'assets/home-copy.css': route,
      'assets/market-c.css': '._card_ccccc_3{gap:3px}',
    };
    expect(criticalCss(part, page, sheets)).toBe('._hero_bbbbb_9{display:flex}');
  });
});
