import { useState } from 'react';
import { App, Button, Flex, Input, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { Engagement, type UserInfo } from '@lucina/contracts';
import { authActions } from '@/stores/auth-store';
import { updateNickname } from '../api/profile';
import { personalText } from '../locale';

const t = personalText.info;

/** The nickname with an inline editor (1–20 characters). */
export function NicknameEditor({ user }: { user: UserInfo }) {
  const { message } = App.useApp();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(user.nickname);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const nickname = value.trim();
    if (!nickname) {
      void message.warning(t.nicknameEmpty);
      return;
    }
    setSaving(true);
    try {
      const info = await updateNickname(nickname);
      authActions.setUser(info);
      setEditing(false);
      void message.success(t.nicknameUpdated);
    } catch {
      // The request layer showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <Flex align="center" gap={4} style={{ minWidth: 0 }}>
        <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
          {user.nickname}
        </Typography.Title>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={t.editNickname}
          onClick={() => {
            setValue(user.nickname);
            setEditing(true);
          }}
        />
      </Flex>
    );
  }

  return (
    <Flex gap={8} wrap>
      <Input
        aria-label={t.editNickname}
        value={value}
        maxLength={Engagement.nickname.max}
        showCount
        autoFocus
        onChange={(e) => setValue(e.target.value)}
        onPressEnter={() => void save()}
        style={{ maxWidth: 240 }}
      />
      <Button type="primary" loading={saving} onClick={() => void save()}>
        {t.save}
      </Button>
      <Button onClick={() => setEditing(false)}>{t.cancel}</Button>
    </Flex>
  );
}
