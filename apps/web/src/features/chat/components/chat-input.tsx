import { useState, type KeyboardEvent } from 'react';
import { Button, Input, Select, Tag, Tooltip } from 'antd';
import { ArrowUpOutlined, BorderOutlined } from '@ant-design/icons';
import { Chat, isMember, type ChatModel, type QuickCommand } from '@lucina/contracts';
import { authSelectors, useAuthStore } from '@/stores/auth-store';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { loadStreamClient } from '../hooks/answer-stream-store';
import { chatText as t } from '../locale';
import styles from './chat.module.css';

interface Props {
  busy: boolean;
  maxLength: number;
  placeholder?: string;
  models: ChatModel[];
  modelCode: number;
  onModelChange: (code: number) => void;
  quickCommands: QuickCommand[];
  offline: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
}

export function ChatInput(props: Props) {
  const [text, setText] = useState('');
  const canSend = !props.busy && text.trim().length > 0;
  const send = (value = text) => {
    if (props.busy || !value.trim()) return;
    props.onSend(value.trim());
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; an IME composing Chinese must not send half a word.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <div className={styles.composer}>
      {props.quickCommands.length > 0 && (
        <div className={styles.quick} aria-label="快捷指令">
          {props.quickCommands.map((c) => (
            <Tag.CheckableTag key={c.id} checked={false} onChange={() => send(c.prompt)} className={styles.quickTag}>
              {c.name}
            </Tag.CheckableTag>
          ))}
        </div>
      )}
      <div className={styles.inputBox} data-tour="chat-input">
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          // The answer's stream client is fetched while the question is typed, not after it is sent.
          onFocus={() => void loadStreamClient().catch(() => undefined)}
          placeholder={props.placeholder ?? t.placeholder}
          maxLength={props.maxLength || Chat.questionMaxChars}
          autoSize={{ minRows: 2, maxRows: 8 }}
          variant="borderless"
          aria-label={t.placeholder}
        />
        <div className={styles.inputBar}>
          <Select
            size="small"
            variant="filled"
            value={props.modelCode}
            onChange={props.onModelChange}
            aria-label={t.model}
            popupMatchSelectWidth={false}
            options={props.models.map((m) => ({ value: m.modelCode, label: m.modelName }))}
            className={styles.modelSelect}
          />
          <span className={styles.inputMeta}>
            <QuotaHint />
            {props.busy ? (
              <Tooltip title={t.stop}>
                <Button
                  shape="circle"
                  type="primary"
                  aria-label={t.stop}
                  icon={<BorderOutlined />}
                  onClick={props.onStop}
                />
              </Tooltip>
            ) : (
              <Button
                shape="circle"
                type="primary"
                aria-label={t.send}
                icon={<ArrowUpOutlined />}
                disabled={!canSend}
                onClick={() => send()}
              />
            )}
          </span>
        </div>
      </div>
      <div className={styles.footnote}>{props.offline ? t.offline : t.disclaimer}</div>
    </div>
  );
}

/** Free chats left for ordinary users (SPEC §1); members chat without limit; visitors are asked to log in. */
function QuotaHint() {
  const user = useAuthStore(authSelectors.user);
  const openModal = useModalStore(modalSelectors.openModal);
  if (!user) return <span className={styles.quota}>{t.visitorHint}</span>;
  if (isMember(user)) return <span className={styles.quota}>{t.unlimited}</span>;
  return (
    <span className={styles.quota} data-testid="chat-count">
      {t.chatsLeft(user.chatCount)}
      <Button type="link" size="small" onClick={() => openModal('moreChatNumber')}>
        {t.moreChats}
      </Button>
    </span>
  );
}
