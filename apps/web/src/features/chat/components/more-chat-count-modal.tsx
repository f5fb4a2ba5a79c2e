import { Button, Modal } from 'antd';
import { CrownOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Pages, RouteName } from '@lucina/contracts';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { chatText } from '../locale';
import styles from './chat.module.css';

const t = chatText.moreCount;

/** SPEC §2 dialog 4: the two ways to more chats, invite friends or open membership. */
export function MoreChatCountModal() {
  const open = useModalStore(modalSelectors.isOpen('moreChatNumber'));
  const close = useModalStore(modalSelectors.closeModal);
  const navigate = useNavigate();
  const go = (name: keyof typeof RouteName) => {
    close('moreChatNumber');
    void navigate(Pages[RouteName[name]].path);
  };
  return (
    <Modal open={open} title={t.title} footer={null} onCancel={() => close('moreChatNumber')} width={480} centered>
      <ul className={styles.ways}>
        <li className={styles.way}>
          <UsergroupAddOutlined className={styles.wayIcon} aria-hidden="true" />
          <div>
            <strong>{t.invite}</strong>
            <p>{t.inviteText}</p>
          </div>
          <Button onClick={() => go('referralBonus')}>{t.inviteCta}</Button>
        </li>
        <li className={styles.way}>
          <CrownOutlined className={styles.wayIcon} aria-hidden="true" />
          <div>
            <strong>{t.member}</strong>
            <p>{t.memberText}</p>
          </div>
          <Button type="primary" onClick={() => go('member')}>
            {t.memberCta}
          </Button>
        </li>
      </ul>
    </Modal>
  );
}
