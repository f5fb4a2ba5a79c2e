import { useState } from 'react';
import { Button } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  canStartNeedsSurvey,
  NeedsSurveyOptions,
  toggleSurveyOption,
  type NeedsSurveyQuestion,
} from '@lucina/contracts';
import { refreshUserInfo } from '@/features/auth';
import { modalSelectors, useModalStore } from '@/stores/modal-store';
import { saveNeedsSurvey } from '../api/onboarding';
import { onboardingText } from '../locale';
import styles from './onboarding.module.css';

const t = onboardingText.survey;

function OptionGroup({
  question,
  title,
  selected,
  onToggle,
}: {
  question: NeedsSurveyQuestion;
  title: string;
  selected: readonly string[];
  onToggle: (option: string) => void;
}) {
  const id = `needs-survey-${question}`;
  return (
    <section className={styles.surveyQuestion} aria-labelledby={id}>
      <h2 id={id} className={styles.surveyQuestionTitle}>
        {title}
        <span className={styles.surveyHint}>{t.multiHint}</span>
      </h2>
      <div className={styles.surveyOptions} role="group" aria-labelledby={id}>
        {NeedsSurveyOptions[question].map((option) => {
          const active = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={active}
              className={`${styles.surveyOption} ${active ? styles.surveyOptionActive : ''}`}
              onClick={() => onToggle(option)}
            >
              {active && <CheckOutlined aria-hidden />}
              {option}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/** SPEC §2 dialog 11: the full-screen needs survey after login. Either choice ends the step. */
export function NeedsSurvey() {
  const open = useModalStore(modalSelectors.needsSurvey);
  const close = useModalStore(modalSelectors.closeNeedsSurvey);
  const queryClient = useQueryClient();
  const [work, setWork] = useState<string[]>([]);
  const [study, setStudy] = useState<string[]>([]);
  const [saving, setSaving] = useState<'start' | 'skip' | null>(null);

  if (!open) return null;

  const finish = async (kind: 'start' | 'skip') => {
    setSaving(kind);
    try {
      await saveNeedsSurvey(kind === 'skip' ? 'skip' : { work, study });
    } catch (error) {
      // SPEC §4: on error the step still counts as done.
      console.warn('[onboarding] 保存需求调研失败', error);
    }
    // The login did not reload the page: the account's data is fetched now, before the next
    // first-visit step (the tour) starts from it.
    await refreshUserInfo(queryClient).catch(() => undefined);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    setSaving(null);
    setWork([]);
    setStudy([]);
    close();
  };

  return (
    <div className={styles.survey} role="dialog" aria-modal="true" aria-label={t.label}>
      <div className={styles.surveyInner}>
        <header className={styles.surveyHeader}>
          <h1 className={styles.surveyTitle}>{t.title}</h1>
          <p className={styles.surveySubtitle}>{t.subtitle}</p>
        </header>
        <OptionGroup
          question="work"
          title={t.workQuestion}
          selected={work}
          onToggle={(o) => setWork((s) => toggleSurveyOption(s, o))}
        />
        <OptionGroup
          question="study"
          title={t.studyQuestion}
          selected={study}
          onToggle={(o) => setStudy((s) => toggleSurveyOption(s, o))}
        />
        <div className={styles.surveyActions}>
          <Button
            type="primary"
            size="large"
            shape="round"
            disabled={!canStartNeedsSurvey(work, study) || saving !== null}
            loading={saving === 'start'}
            onClick={() => void finish('start')}
            className={styles.surveyStart}
          >
            {t.start}
          </Button>
          <Button
            type="text"
            size="large"
            disabled={saving !== null}
            loading={saving === 'skip'}
            onClick={() => void finish('skip')}
          >
            {t.skip}
          </Button>
        </div>
      </div>
    </div>
  );
}
