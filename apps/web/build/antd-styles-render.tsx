/**
 * Renders, on the server side of React, the antd components the app's pages use, with the app's exact
 * theme, and prints the CSS antd would generate for them in the browser plus the map that lets the
 * browser reuse it (see antd-styles.ts). Run by the build with tsx: `node --import tsx antd-styles-render.tsx`.
 */
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert,
  Anchor,
  App as AntdApp,
  Avatar,
  Badge,
  Button,
  Card,
  Checkbox,
  Collapse,
  ConfigProvider,
  Descriptions,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Menu,
  message,
  Modal,
  Pagination,
  Progress,
  Radio,
  Result,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Steps,
  Switch,
  Tabs,
  Tag,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { appTheme } from '../src/config/theme';

/**
 * The user-facing pages' components, with every variant that has styles of its own (the app renders them with antd's
 * zero-runtime mode, lib/antd-root.tsx: a style left out here is a style missing there). The console's screens
 * (tables, date pickers…) still style themselves on first use.
 */
function Components() {
  return (
    <>
      <Typography.Title level={4}>t</Typography.Title>
      <Typography.Paragraph ellipsis={{ rows: 2 }}>p</Typography.Paragraph>
      <Typography.Text type="secondary">t</Typography.Text>
      <Typography.Link>l</Typography.Link>
      <Button type="primary">b</Button>
      <Button icon={<span />} />
      <Tag color="blue">t</Tag>
      {/* A status colour has styles of its own, written only when a tag has one. */}
      <Tag color="success">t</Tag>
      <Skeleton active avatar paragraph={{ rows: 2 }} />
      <Skeleton.Button active />
      <Skeleton.Input active />
      <Skeleton.Image active />
      <Skeleton.Avatar active />
      <Skeleton.Node active />
      <Flex gap={8}>f</Flex>
      <Space>s</Space>
      <Space.Compact>
        <Input />
      </Space.Compact>
      <Input allowClear />
      <Input.TextArea autoSize showCount maxLength={10} />
      <Input.Password />
      <Input.Search />
      <Input.OTP />
      <Card title="c" extra="e" actions={[<span key="a" />]}>
        <Card.Meta title="m" description="d" />
      </Card>
      <Form layout="vertical">
        <Form.Item label="l" name="n" rules={[{ required: true }]} help="h" extra="e">
          <Input />
        </Form.Item>
      </Form>
      <Modal open={false} />
      {/* What modal.confirm and message show, which no render of a page holds: antd's panels of the same parts. */}
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="t" />
      <message._InternalPanelDoNotUseOrYouWillBeFired type="success" content="m" />
      <Drawer open={false} />
      <Result status="success" title="r" />
      <Result status="404" title="r" />
      <Alert title="a" type="info" showIcon />
      <Spin />
      <Select options={[]} />
      <Empty />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      <Avatar>a</Avatar>
      <Avatar.Group>
        <Avatar>a</Avatar>
      </Avatar.Group>
      <Badge count={1}>
        <span />
      </Badge>
      <Badge dot />
      <Badge.Ribbon text="r">
        <span />
      </Badge.Ribbon>
      <Upload />
      <Tabs items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Progress percent={50} />
      <Progress type="circle" percent={50} />
      <Collapse items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Switch />
      <Segmented options={['a', 'b']} />
      <Descriptions items={[{ key: 'a', label: 'a', children: 'a' }]} />
      <Checkbox>c</Checkbox>
      <Radio.Group options={['a']} />
      <Radio.Button value="a">a</Radio.Button>
      <Tooltip title="t">
        <span />
      </Tooltip>
      <Pagination total={20} />
      <Menu items={[{ key: 'a', label: 'a' }]} />
      <Dropdown menu={{ items: [] }}>
        <span />
      </Dropdown>
      <Steps items={[{ title: 's' }]} />
      <Anchor items={[]} />
      <Divider />
      <Layout>
        <Layout.Sider />
        <Layout.Content />
      </Layout>
    </>
  );
}

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider locale={zhCN} theme={appTheme}>
      <AntdApp component={false}>
        <Components />
      </AntdApp>
    </ConfigProvider>
  </StyleProvider>,
);
process.stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
