import { useState } from 'react';
import { App, Avatar, Spin, Upload } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import type { UserInfo } from '@lucina/contracts';
import { imageFileProblem } from '@/lib/image-file';
import { authActions } from '@/stores/auth-store';
import { uploadAvatar } from '../api/profile';
import { personalText } from '../locale';
import styles from './personal-info.module.css';
import { DefaultImages } from '@/config/default-images';

const t = personalText.info;

/** The avatar with a camera overlay: picks a JPG/PNG/WebP ≤ 2 MB (checked here too) and uploads it. */
export function AvatarUpload({ user }: { user: UserInfo }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      const userIcon = await uploadAvatar(file);
      authActions.setUser({ ...user, userIcon });
      void message.success(t.avatarUpdated);
    } catch {
      // uploadAvatar already showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Upload
      accept="image/png,image/jpeg,image/webp"
      showUploadList={false}
      disabled={busy}
      beforeUpload={(file) => {
        const problem = imageFileProblem(file);
        if (problem) void message.error(problem);
        else void upload(file);
        return false;
      }}
    >
      <button type="button" className={styles.avatarButton} aria-label={t.changeAvatar} title={t.avatarHint}>
        <Spin spinning={busy}>
          <Avatar size={72} src={user.userIcon || DefaultImages.head} alt={t.avatarAlt} />
        </Spin>
        <span className={styles.avatarBadge} aria-hidden>
          <CameraOutlined />
        </span>
      </button>
    </Upload>
  );
}
