import { DatePicker, Form, Input, Tag } from 'antd';
import type { AdminBanner, BannerInput } from '@lucina/contracts';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/lib/dayjs';
import { formatTime } from '@/lib/format-date';
import { useBanners, useDeleteBanner, useSaveBanner } from '../api/content';
import { contentText } from '../content-locale';
import { ContentListPage, SortAndEnabledFields } from './content-list-page';
import { ImageField } from './image-field';
import styles from './admin.module.css';

const t = contentText.banners;
const c = contentText.common;
const FORM_ID = 'banner-form';
const time = (iso: string | null) => formatTime(iso, 'minute', '');

type Status = keyof typeof t.status;
const STATUS_COLOR: Record<Status, string> = {
  live: 'green',
  scheduled: 'blue',
  ended: 'default',
  disabled: 'default',
};
function statusOf(b: AdminBanner, now = Date.now()): Status {
  if (!b.enabled) return 'disabled';
  if (b.startsAt && Date.parse(b.startsAt) > now) return 'scheduled';
  if (b.endsAt && Date.parse(b.endsAt) <= now) return 'ended';
  return 'live';
}

interface Values {
  title: string;
  pcImageUrl: string;
  phoneImageUrl: string;
  redirectUrl: string;
  sort: number;
  enabled: boolean;
  window?: [Dayjs | null, Dayjs | null] | null;
}

function toValues(b: AdminBanner | null): Values {
  if (!b)
    return { title: '', pcImageUrl: '', phoneImageUrl: '', redirectUrl: '', sort: 0, enabled: true, window: null };
  const { id: _id, updateTime: _time, startsAt, endsAt, ...rest } = b;
  return { ...rest, window: [startsAt ? dayjs(startsAt) : null, endsAt ? dayjs(endsAt) : null] };
}
const toInput = (v: Values, id: number | undefined): BannerInput => ({
  ...(id ? { id } : {}),
  title: v.title,
  pcImageUrl: v.pcImageUrl,
  phoneImageUrl: v.phoneImageUrl ?? '',
  redirectUrl: (v.redirectUrl ?? '').trim(),
  sort: v.sort,
  enabled: v.enabled,
  startsAt: v.window?.[0]?.toISOString() ?? null,
  endsAt: v.window?.[1]?.toISOString() ?? null,
});

function BannerForm({ banner, onSubmit }: { banner: AdminBanner | null; onSubmit: (input: BannerInput) => void }) {
  const required = [{ required: true, whitespace: true, message: c.required }];
  return (
    <Form<Values>
      id={FORM_ID}
      layout="vertical"
      initialValues={toValues(banner)}
      onFinish={(v) => onSubmit(toInput(v, banner?.id))}
    >
      <Form.Item name="title" label={t.name} extra={t.nameHint} rules={required}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="pcImageUrl" label={t.pcImage} rules={[{ required: true, message: c.required }]}>
        <ImageField kind="bannerPc" hint={t.pcHint} aspect="4 / 1" />
      </Form.Item>
      <Form.Item name="phoneImageUrl" label={t.phoneImage}>
        <ImageField kind="bannerPhone" hint={t.phoneHint} aspect="2 / 1" removable />
      </Form.Item>
      <Form.Item name="redirectUrl" label={t.link} extra={t.linkHint}>
        <Input placeholder="/market" />
      </Form.Item>
      <Form.Item name="window" label={t.window} extra={t.windowHint}>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={[t.start, t.end]}
        />
      </Form.Item>
      <SortAndEnabledFields enabledLabel={c.enabled} />
    </Form>
  );
}

/** Home and market banners: the list with each one's status, and the drawer that adds or edits one. */
export function BannersPage() {
  return (
    <ContentListPage<AdminBanner, BannerInput>
      text={t}
      list={useBanners()}
      save={useSaveBanner()}
      remove={useDeleteBanner()}
      formId={FORM_ID}
      scrollX={900}
      renderForm={(current, onSubmit) => <BannerForm key={current?.id ?? 'new'} banner={current} onSubmit={onSubmit} />}
      columns={[
        {
          title: t.columns.image,
          dataIndex: 'pcImageUrl',
          width: 150,
          render: (src: string) => <img src={src} alt="" className={styles.tableThumb} />,
        },
        { title: t.columns.title, dataIndex: 'title', ellipsis: true },
        { title: t.columns.link, dataIndex: 'redirectUrl', width: 160, ellipsis: true },
        {
          title: t.columns.window,
          width: 190,
          render: (_, b) =>
            b.startsAt || b.endsAt ? (
              <span className={styles.hint}>
                {b.startsAt && t.from(time(b.startsAt))}
                {b.startsAt && b.endsAt && <br />}
                {b.endsAt && t.until(time(b.endsAt))}
              </span>
            ) : (
              t.always
            ),
        },
        { title: c.sort, dataIndex: 'sort', width: 70 },
        {
          title: t.columns.status,
          width: 90,
          render: (_, b) => <Tag color={STATUS_COLOR[statusOf(b)]}>{t.status[statusOf(b)]}</Tag>,
        },
      ]}
    />
  );
}
