import { useState } from 'react';
import { App, Button, Divider, Form, Input, Select, Space, Switch, Table, Typography } from 'antd';
import { Content, type AdminMarketService, type MarketServiceInput } from '@lucina/contracts';
import { fenOfYuanAmount, yuanAmount } from '@/lib/money';
import { useMarketServicesAdmin, useSaveMarketService } from '../api/content';
import { contentText } from '../content-locale';
import { EditDrawer } from './edit-drawer';
import { SortAndEnabledFields } from './content-list-page';
import { EditableRows } from './editable-rows';
import { ImageField, ImageListField } from './image-field';
import { MarketOfferFields } from './market-offer-fields';
import styles from './admin.module.css';

const t = contentText.market;
const c = contentText.common;
const FORM_ID = 'market-form';
const required = [{ required: true, whitespace: true, message: c.required }];

type Values = Omit<MarketServiceInput, 'suitsZh' | 'deliversZh' | 'priceFromFen'> & {
  suits: string;
  delivers: string;
  /** Yuan in the field; cleared, the service has no price. */
  priceYuan: number | null;
};
const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
const inputOf = ({ label: _l, imageUrl: _i, updateTime: _u, ...input }: AdminMarketService): MarketServiceInput =>
  input;

/** Rows of two fields (process steps, questions) that can be reordered, removed and added. */
function PairList(props: { name: string; fields: [string, string, string, string]; max: number; add: string }) {
  const [first, firstLabel, second, secondLabel] = props.fields;
  return (
    <EditableRows
      name={props.name}
      max={props.max}
      add={props.add}
      blank={{ [first]: '', [second]: '' }}
      row={(name) => (
        <>
          <Form.Item name={[name, first]} rules={required} className={styles.tight}>
            <Input placeholder={firstLabel} />
          </Form.Item>
          <Form.Item name={[name, second]} rules={required} className={styles.tight}>
            <Input.TextArea placeholder={secondLabel} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </>
      )}
    />
  );
}

function ServiceForm({
  service,
  onSubmit,
}: {
  service: AdminMarketService;
  onSubmit: (v: MarketServiceInput) => void;
}) {
  const { suitsZh, deliversZh, priceFromFen, ...rest } = inputOf(service);
  return (
    <Form<Values>
      id={FORM_ID}
      layout="vertical"
      initialValues={{
        ...rest,
        suits: suitsZh.join('\n'),
        delivers: deliversZh.join('\n'),
        priceYuan: priceFromFen === null ? null : yuanAmount(priceFromFen),
      }}
      onFinish={({ suits, delivers, priceYuan, ...v }) =>
        onSubmit({
          ...v,
          configId: service.configId,
          suitsZh: lines(suits),
          deliversZh: lines(delivers),
          priceFromFen: priceYuan === null || priceYuan === undefined ? null : fenOfYuanAmount(priceYuan),
          casesZh: v.casesZh ?? [],
          teachers: v.teachers ?? [],
        })
      }
    >
      <Divider titlePlacement="start">{t.sections.card}</Divider>
      <Form.Item name="title" label={t.name} rules={required}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="summaryZh" label={t.summary} rules={required}>
        <Input maxLength={80} showCount />
      </Form.Item>
      <Form.Item name="tagsZh" label={t.tags} extra={t.tagsHint} rules={[{ required: true, message: c.required }]}>
        <Select mode="tags" maxCount={5} open={false} />
      </Form.Item>
      <Divider titlePlacement="start">{t.sections.offer}</Divider>
      <MarketOfferFields />
      <Divider titlePlacement="start">{t.sections.detail}</Divider>
      <Form.Item name="introZh" label={t.intro} rules={required}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="suits" label={t.suits} extra={c.onePerLine} rules={required}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item name="delivers" label={t.delivers} extra={c.onePerLine} rules={required}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item label={t.process} required>
        <PairList name="processZh" fields={['title', t.stepTitle, 'description', t.stepText]} max={8} add={t.addStep} />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="formatZh" label={t.format} rules={required}>
          <Input maxLength={40} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="durationZh" label={t.duration} rules={required}>
          <Input maxLength={40} style={{ width: 260 }} />
        </Form.Item>
      </Space>
      <Form.Item label={t.faq}>
        <PairList name="faqZh" fields={['q', t.question, 'a', t.answer]} max={10} add={t.addFaq} />
      </Form.Item>
      <Divider titlePlacement="start">{t.sections.images}</Divider>
      <Form.Item name="heroImageUrl" label={t.hero}>
        <ImageField kind="marketHero" hint={t.heroHint} aspect="5 / 2" removable />
      </Form.Item>
      <Form.Item name="detailImages" label={t.detailImages}>
        <ImageListField kind="marketDetail" hint={t.detailImagesHint} max={Content.detailImagesMax} />
      </Form.Item>
      <Divider titlePlacement="start">{t.sections.display}</Divider>
      <SortAndEnabledFields enabledLabel={t.enabled} />
    </Form>
  );
}

/** The service square: each service's card, detail page, images, order and whether it is on. */
export function MarketPage() {
  const { message } = App.useApp();
  const list = useMarketServicesAdmin();
  const save = useSaveMarketService();
  const [editing, setEditing] = useState<AdminMarketService | null>(null);
  const submit = (input: MarketServiceInput, after?: () => void) =>
    save.mutate(input, { onSuccess: () => (void message.success(c.saved), after?.()) });

  return (
    <>
      <div className={styles.pageHeader}>
        <Typography.Title level={4}>{t.title}</Typography.Title>
        <Typography.Text type="secondary">{t.hint}</Typography.Text>
      </div>
      <Table<AdminMarketService>
        rowKey="configId"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 800 }}
        columns={[
          {
            title: t.columns.image,
            dataIndex: 'imageUrl',
            width: 150,
            render: (src: string) => (
              <img src={src} alt="" className={styles.tableThumb} style={{ aspectRatio: '5 / 2' }} />
            ),
          },
          { title: t.columns.label, dataIndex: 'label', width: 110 },
          { title: t.columns.title, dataIndex: 'title', ellipsis: true },
          { title: t.columns.sort, dataIndex: 'sort', width: 70 },
          {
            title: t.columns.enabled,
            dataIndex: 'enabled',
            width: 90,
            render: (on: boolean, s) => (
              <Switch
                checked={on}
                aria-label={`${t.columns.enabled}：${s.label}`}
                loading={save.isPending && save.variables?.configId === s.configId}
                onChange={(enabled) => submit({ ...inputOf(s), enabled })}
              />
            ),
          },
          {
            title: c.action,
            width: 90,
            render: (_, s) => (
              <Button type="link" onClick={() => setEditing(s)}>
                {c.edit}
              </Button>
            ),
          },
        ]}
      />
      <EditDrawer
        open={editing !== null}
        title={editing ? t.editTitle(editing.label) : ''}
        form={FORM_ID}
        saving={save.isPending}
        onClose={() => setEditing(null)}
      >
        {editing && (
          <ServiceForm key={editing.configId} service={editing} onSubmit={(v) => submit(v, () => setEditing(null))} />
        )}
      </EditDrawer>
    </>
  );
}
