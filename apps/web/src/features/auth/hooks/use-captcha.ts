import { useCallback, useState } from 'react';
import type { FormInstance } from 'antd';
import { useCaptcha } from '../api/get-captcha';

export interface CaptchaControl {
  img: string | undefined;
  uuid: string | undefined;
  loading: boolean;
  failed: boolean;
  /** The typed answer let a code be sent: it stays shown, and logging in does not need it again. */
  passed: boolean;
  markPassed: () => void;
  /** New image; the typed answer belonged to the old one, so it is cleared. */
  renew: () => void;
}

/** The form's image captcha (field `code`), one guess per image as the server enforces. */
export function useCaptchaControl(scope: string, form: FormInstance): CaptchaControl {
  const { data, isFetching, isError, refetch } = useCaptcha(scope);
  const [passed, setPassed] = useState(false);
  const renew = useCallback(() => {
    setPassed(false);
    form.setFieldValue('code', '');
    void refetch();
  }, [form, refetch]);
  const markPassed = useCallback(() => setPassed(true), []);
  return { img: data?.img, uuid: data?.uuid, loading: isFetching, failed: isError && !data, passed, markPassed, renew };
}
