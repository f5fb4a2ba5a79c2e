import { Link } from 'react-router';
import { FilingLinks, Pages } from '@lucina/contracts';
import { useSiteConfig } from '@/hooks/use-site-config';
import styles from './site-footer.module.css';

// Its texts live here, not in the shell's locale: the footer loads after the first screen and takes them along.
const t = {
  label: '网站信息',
  aboutAi: '关于 AI 服务',
  genai: (n: string) => `生成式人工智能服务备案号：${n}`,
};

/**
 * The pages' bottom line: 「关于 AI 服务」 and the filing numbers this deployment set (ICP to the MIIT's site, 公安备案
 * to the MPS search with its number), each shown only when set. Loaded after the first screen into a slot of its
 * height (`footerSlot`), so nothing moves when it comes.
 */
export default function SiteFooter() {
  const site = useSiteConfig().data;
  const items = [
    <Link key="ai" to={Pages.aboutAi.path}>
      {t.aboutAi}
    </Link>,
  ];
  if (site?.icpFiling)
    items.push(
      <a key="icp" href={FilingLinks.icp} target="_blank" rel="noopener noreferrer">
        {site.icpFiling}
      </a>,
    );
  if (site?.psbFiling)
    items.push(
      <a key="psb" href={FilingLinks.psb(site.psbFiling)} target="_blank" rel="noopener noreferrer">
        {site.psbFiling}
      </a>,
    );
  if (site?.genaiFiling) items.push(<span key="genai">{t.genai(site.genaiFiling)}</span>);
  return (
    <footer className={styles.footer} aria-label={t.label} data-testid="site-footer">
      {items}
    </footer>
  );
}
