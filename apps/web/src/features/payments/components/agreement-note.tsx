import { Pages } from '@lucina/contracts';
import { paymentsText } from '../locale';
import styles from './payments.module.css';

/** Paying means agreeing to the member agreement, which opens in a new tab (SPEC §2 dialogs 1, 5). */
export function AgreementNote() {
  return (
    <p className={styles.agreement}>
      {paymentsText.agreementPrefix}
      <a href={Pages.agreementMember.path} target="_blank" rel="noopener noreferrer">
        {paymentsText.agreementLink}
      </a>
    </p>
  );
}
