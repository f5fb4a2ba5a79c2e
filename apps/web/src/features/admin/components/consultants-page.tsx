import { Avatar, Empty, Form, Input, InputNumber, Select, Space, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { RIASEC_TYPES, RiasecNames, type AdminConsultant, type ConsultantInput } from '@lucina/contracts';
import { useConsultantsAdmin, useDeleteConsultant, useMarketServicesAdmin, useSaveConsultant } from '../api/content';
import { contentText } from '../content-locale';
import { WechatIdField } from './wechat-id-field';
import { ContentListPage, SortAndEnabledFields } from './content-list-page';
import { ImageField } from './image-field';

const t = contentText.consultants;
const c = contentText.common;
const FORM_ID = 'consultant-form';
const required = [{ required: true, whitespace: true, message: c.required }];

type Values = Omit<ConsultantInput, 'id' | 'hollandCodes'> & { holland: string[] };
const EMPTY: Values = {
  name: '',
  photoUrl: '',
  title: '',
  years: 5,
  specialtiesZh: [],
  introZh: '',
  holland: [],
  contactQrUrl: '',
  contactWechatId: '',
  serviceConfigId: 14,
  sort: 0,
  enabled: true,
};
function valuesOf(x: AdminConsultant | null): Values {
  if (!x) return EMPTY;
  const { id: _id, updateTime: _time, hollandCodes, ...rest } = x;
  return { ...rest, holland: [...hollandCodes] };
}

function ConsultantForm({
  consultant,
  onSubmit,
}: {
  consultant: AdminConsultant | null;
  onSubmit: (v: ConsultantInput) => void;
}) {
  const services = useMarketServicesAdmin().data ?? [];
  return (
    <Form<Values>
      id={FORM_ID}
      layout="vertical"
      initialValues={valuesOf(consultant)}
      onFinish={({ holland, ...v }) =>
        onSubmit({ ...v, ...(consultant ? { id: consultant.id } : {}), hollandCodes: holland.join('') })
      }
    >
      <Space size="large" wrap align="start">
        <Form.Item name="name" label={t.name} rules={required}>
          <Input maxLength={20} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="title" label={t.jobTitle} rules={required}>
          <Input maxLength={30} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="years" label={t.years} rules={[{ required: true, message: c.required }]}>
          <InputNumber min={0} max={60} precision={0} suffix={t.yearsSuffix} />
        </Form.Item>
      </Space>
      <Form.Item name="photoUrl" label={t.photo}>
        <ImageField kind="consultantPhoto" hint={t.photoHint} removable />
      </Form.Item>
      <Form.Item
        name="specialtiesZh"
        label={t.specialties}
        extra={t.specialtiesHint}
        rules={[{ required: true, message: c.required }]}
      >
        <Select mode="tags" maxCount={6} open={false} />
      </Form.Item>
      <Form.Item name="introZh" label={t.intro} rules={required}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={300} showCount />
      </Form.Item>
      <Form.Item
        name="holland"
        label={t.holland}
        extra={t.hollandHint}
        rules={[{ required: true, message: c.required }]}
      >
        <Select
          mode="multiple"
          maxCount={3}
          options={RIASEC_TYPES.map((type) => ({ value: type, label: `${type} ${RiasecNames[type]}` }))}
        />
      </Form.Item>
      <Form.Item name="contactQrUrl" label={t.qr}>
        <ImageField kind="consultantQr" hint={t.qrHint} removable />
      </Form.Item>
      <WechatIdField
        name="contactWechatId"
        label={t.wechatId}
        hint={t.wechatIdHint}
        placeholder={t.wechatIdPlaceholder}
      />
      <Form.Item name="serviceConfigId" label={t.service}>
        <Select style={{ width: 260 }} options={services.map((s) => ({ value: s.configId, label: s.label }))} />
      </Form.Item>
      <SortAndEnabledFields enabledLabel={t.enabled} />
    </Form>
  );
}

/** Career consultants recommended on full reports; the site shows none until one is added here. */
export function ConsultantsPage() {
  return (
    <ContentListPage<AdminConsultant, ConsultantInput>
      text={t}
      list={useConsultantsAdmin()}
      save={useSaveConsultant()}
      remove={useDeleteConsultant()}
      formId={FORM_ID}
      scrollX={800}
      empty={<Empty description={t.empty} />}
      renderForm={(current, onSubmit) => (
        <ConsultantForm key={current?.id ?? 'new'} consultant={current} onSubmit={onSubmit} />
      )}
      columns={[
        {
          title: t.columns.photo,
          dataIndex: 'photoUrl',
          width: 80,
          render: (src: string) => <Avatar src={src || undefined} icon={<UserOutlined />} size={40} alt="" />,
        },
        { title: t.columns.name, dataIndex: 'name', width: 110 },
        { title: t.columns.title, dataIndex: 'title', ellipsis: true },
        { title: t.columns.years, dataIndex: 'years', width: 70 },
        { title: t.columns.holland, dataIndex: 'hollandCodes', width: 80 },
        { title: c.sort, dataIndex: 'sort', width: 70 },
        {
          title: t.columns.enabled,
          dataIndex: 'enabled',
          width: 80,
          render: (on: boolean) => <Tag color={on ? 'green' : 'default'}>{on ? c.on : c.off}</Tag>,
        },
      ]}
    />
  );
}
