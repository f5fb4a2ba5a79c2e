import type { ReactNode } from 'react';
import { App, Button, Card, Checkbox, Form, Input, Popconfirm, Space, Tabs, Tag, Typography } from 'antd';
import { Content } from '@lucina/contracts';
import { type AdminSiteContent, type SiteSaveBody, type SiteSection } from '@lucina/contracts/admin';
import { useResetSiteSection, useSaveSiteSection, useSiteContent } from '../api/content';
import { contentText } from '../content-locale';
import { EditableRows } from './editable-rows';
import { WechatIdField } from './wechat-id-field';
import styles from './admin.module.css';

const t = contentText.site;
const c = contentText.common;
const required = [{ required: true, whitespace: true, message: c.required }];

/** One section's form: its fields, save, and — once customized — back to the default. */
function SectionForm<V extends object>(props: {
  section: SiteSection;
  content: AdminSiteContent;
  initial: V;
  intro?: string;
  toBody: (values: V) => SiteSaveBody;
  children: ReactNode;
}) {
  const { message } = App.useApp();
  const save = useSaveSiteSection();
  const reset = useResetSiteSection();
  const customized = props.content.customized.includes(props.section);
  return (
    <Form<V>
      // A save or a reset replaces the content: start the form again from it.
      key={JSON.stringify(props.initial)}
      layout="vertical"
      initialValues={props.initial}
      onFinish={(v) => save.mutate(props.toBody(v), { onSuccess: () => void message.success(c.saved) })}
      style={{ maxWidth: 860 }}
    >
      <Space className={styles.toolbar} wrap>
        <Tag color={customized ? 'purple' : 'default'}>{customized ? t.customized : t.default}</Tag>
        {props.intro && <Typography.Text type="secondary">{props.intro}</Typography.Text>}
      </Space>
      {props.children}
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {c.save}
        </Button>
        {customized && (
          <Popconfirm
            title={t.confirmReset}
            onConfirm={() => reset.mutate(props.section, { onSuccess: () => void message.success(t.resetDone) })}
          >
            <Button loading={reset.isPending}>{t.reset}</Button>
          </Popconfirm>
        )}
      </Space>
    </Form>
  );
}

function sections(content: AdminSiteContent) {
  const links = t.links;
  return [
    {
      key: 'links' as const,
      children: (
        <SectionForm
          section="links"
          content={content}
          initial={content.links}
          intro={links.intro}
          toBody={(value) => ({ section: 'links', value })}
        >
          {(['supportUrl', 'miniProgramUrl', 'giftContactUrl'] as const).map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={links[name]}
              extra={links.defaultIs(content.defaultLinks[name])}
              rules={required}
            >
              <Input placeholder="https://" />
            </Form.Item>
          ))}
          <WechatIdField
            name="supportWechatId"
            label={links.supportWechatId}
            hint={links.supportWechatIdHint}
            placeholder={links.supportWechatIdPlaceholder}
          />
          <Typography.Title level={5}>{links.filingTitle}</Typography.Title>
          {(['icpFiling', 'psbFiling', 'genaiFiling'] as const).map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={links[name]}
              extra={links.filingDefaultIs(content.defaultLinks[name])}
            >
              <Input placeholder={links[`${name}Placeholder`]} maxLength={64} allowClear />
            </Form.Item>
          ))}
        </SectionForm>
      ),
    },
    {
      key: 'faq' as const,
      children: (
        <SectionForm
          section="faq"
          content={content}
          initial={{ faq: content.faq }}
          intro={t.faq.intro}
          toBody={(v) => ({ section: 'faq', value: v.faq })}
        >
          <EditableRows
            name="faq"
            max={Content.faqMax}
            add={t.faq.add}
            blank={{ question: '', answer: '', featured: false }}
            row={(name) => (
              <>
                <Form.Item name={[name, 'question']} rules={required} className={styles.tight}>
                  <Input placeholder={t.faq.question} maxLength={100} />
                </Form.Item>
                <Form.Item name={[name, 'answer']} rules={required} className={styles.tight}>
                  <Input.TextArea placeholder={t.faq.answer} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
                </Form.Item>
                <Form.Item name={[name, 'featured']} valuePropName="checked">
                  <Checkbox>{t.faq.featured}</Checkbox>
                </Form.Item>
              </>
            )}
          />
        </SectionForm>
      ),
    },
    {
      key: 'help' as const,
      children: (
        <SectionForm
          section="help"
          content={content}
          initial={content.help}
          toBody={(value) => ({ section: 'help', value })}
        >
          {(['supportIntro', 'serviceHours', 'replyTime', 'feedbackIntro'] as const).map((name) => (
            <Form.Item key={name} name={name} label={t.help[name]} rules={required}>
              <Input.TextArea
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={name.endsWith('Intro') ? 200 : 60}
                showCount
              />
            </Form.Item>
          ))}
        </SectionForm>
      ),
    },
    {
      key: 'quickCommands' as const,
      children: (
        <SectionForm
          section="quickCommands"
          content={content}
          initial={{ commands: content.quickCommands.map(({ name, prompt }) => ({ name, prompt })) }}
          intro={t.quickCommands.intro}
          toBody={(v) => ({ section: 'quickCommands', value: v.commands })}
        >
          <EditableRows
            name="commands"
            max={Content.quickCommandsMax}
            add={t.quickCommands.add}
            blank={{ name: '', prompt: '' }}
            row={(name) => (
              <Space align="start" wrap>
                <Form.Item name={[name, 'name']} rules={required} style={{ width: 160 }}>
                  <Input placeholder={t.quickCommands.name} maxLength={10} />
                </Form.Item>
                <Form.Item name={[name, 'prompt']} rules={required} style={{ width: 520 }}>
                  <Input.TextArea
                    placeholder={t.quickCommands.prompt}
                    autoSize={{ minRows: 1, maxRows: 4 }}
                    maxLength={200}
                  />
                </Form.Item>
              </Space>
            )}
          />
        </SectionForm>
      ),
    },
    {
      key: 'homePrompts' as const,
      children: (
        <SectionForm
          section="homePrompts"
          content={content}
          initial={content.homePrompts}
          intro={t.homePrompts.intro}
          toBody={(value) => ({ section: 'homePrompts', value })}
        >
          <Form.Item name="greeting" label={t.homePrompts.greeting} rules={required}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} showCount />
          </Form.Item>
          <Form.Item label={t.homePrompts.questions} required>
            <EditableRows
              name="questions"
              max={Content.homeQuestionsMax}
              add={t.homePrompts.add}
              blank=""
              row={(name) => (
                <Form.Item name={name} rules={required} className={styles.tight}>
                  <Input placeholder={t.homePrompts.question} maxLength={50} />
                </Form.Item>
              )}
            />
          </Form.Item>
        </SectionForm>
      ),
    },
  ];
}

/** The site's texts, one tab per section: QR targets, FAQ, help texts, quick commands, home questions. */
export function SitePage() {
  const content = useSiteContent().data;
  return (
    <>
      <div className={styles.pageHeader}>
        <Typography.Title level={4}>{t.title}</Typography.Title>
      </div>
      <Card loading={!content}>
        {content && <Tabs items={sections(content).map((s) => ({ ...s, label: t.tabs[s.key] }))} />}
      </Card>
    </>
  );
}
