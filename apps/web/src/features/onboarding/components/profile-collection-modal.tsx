import { useState } from 'react';
import { App, Button, Checkbox, Flex, Input, Modal, Radio, Result, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { InfoQuestion } from '@lucina/contracts';
import { submitLoginBoot, useLoginBootTest } from '../api/onboarding';
import { onboardingText } from '../locale';
import { firstMissingRequired, isAnswered, toSubmitBody, type AnswerMap } from '../utils/collection-answers';
import styles from './onboarding.module.css';

const t = onboardingText.collection;

function QuestionInput({
  question,
  value,
  onChange,
}: {
  question: InfoQuestion;
  value: { values: string[]; text: string };
  onChange: (next: { values: string[]; text: string }) => void;
}) {
  if (question.type === 'text') {
    return (
      <Input.TextArea
        aria-label={question.title}
        value={value.text}
        maxLength={question.max || undefined}
        showCount={question.max > 0}
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={question.hint || t.textPlaceholder}
        onChange={(e) => onChange({ ...value, text: e.target.value })}
      />
    );
  }
  if (question.type === 'single') {
    return (
      <Radio.Group
        aria-label={question.title}
        value={value.values[0]}
        onChange={(e) => onChange({ ...value, values: [e.target.value as string] })}
      >
        <Flex vertical gap={10}>
          {question.options.map((o) => (
            <Radio key={o.value} value={o.value}>
              {o.label}
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
    );
  }
  const full = question.max > 0 && value.values.length >= question.max;
  return (
    <>
      {question.max > 0 && <Typography.Text type="secondary">{t.maxHint(question.max)}</Typography.Text>}
      <Checkbox.Group
        aria-label={question.title}
        value={value.values}
        onChange={(values) => onChange({ ...value, values: values })}
        style={{ display: 'block', marginTop: 8 }}
      >
        <Flex wrap gap={10}>
          {question.options.map((o) => (
            <Checkbox key={o.value} value={o.value} disabled={full && !value.values.includes(o.value)}>
              {o.label}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    </>
  );
}

const EMPTY = { values: [] as string[], text: '' };

/**
 * SPEC §2 dialog 12: the profile-collection pop-up. Closing reports whether it ended
 * (submitted) so the caller saves infoCollectionState '1' or '2'.
 */
export function ProfileCollectionModal({ open, onClose }: { open: boolean; onClose: (ended: boolean) => void }) {
  const { data, isPending } = useLoginBootTest(open);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<AnswerMap>({});
  const [submitting, setSubmitting] = useState(false);
  const [ended, setEnded] = useState(false);

  const questions = data?.questions ?? [];
  const question = questions[index];
  const last = index === questions.length - 1;

  const submit = async () => {
    const missing = firstMissingRequired(questions, answers);
    if (missing >= 0) {
      setIndex(missing);
      void message.warning(t.required);
      return;
    }
    setSubmitting(true);
    try {
      await submitLoginBoot(queryClient, toSubmitBody(questions, answers));
      setEnded(true);
    } catch {
      // The request layer showed the server's message; the answers stay for another try.
    } finally {
      setSubmitting(false);
    }
  };

  const onSubmitClick = () => {
    if (!data?.confirm) {
      void submit();
      return;
    }
    modal.confirm({
      title: t.confirmTitle,
      content: t.confirmContent,
      okText: t.confirmOk,
      cancelText: t.confirmCancel,
      onOk: () => submit(),
    });
  };

  const onNext = () => {
    if (question?.required && !isAnswered(question, answers)) {
      void message.warning(t.required);
      return;
    }
    setIndex((i) => Math.min(i + 1, questions.length - 1));
  };

  const alreadySubmitted = !!data?.submittedId;

  return (
    <Modal
      open={open}
      title={data?.title ?? t.defaultTitle}
      onCancel={() => onClose(ended || alreadySubmitted)}
      mask={{ closable: false }}
      footer={null}
      width={560}
      destroyOnHidden
      className="profile-collection-modal"
    >
      {isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : ended || alreadySubmitted || !question ? (
        <Result
          status="success"
          title={t.thanksTitle}
          subTitle={t.thanksText}
          extra={
            <Button type="primary" onClick={() => onClose(true)}>
              {t.finish}
            </Button>
          }
        />
      ) : (
        <>
          {data?.description && <div className={styles.collectionHint}>{data.description}</div>}
          <nav className={styles.collectionJump} aria-label={t.progress(index + 1, questions.length)}>
            {questions.map((q, i) => (
              <button
                key={q.id}
                type="button"
                aria-label={t.jumpTo(i + 1)}
                aria-current={i === index ? 'step' : undefined}
                className={`${styles.jumpDot} ${isAnswered(q, answers) ? styles.jumpDotDone : ''} ${i === index ? styles.jumpDotActive : ''}`}
                onClick={() => setIndex(i)}
              >
                {i + 1}
              </button>
            ))}
          </nav>
          <div className={styles.collectionBody}>
            <Typography.Text type="secondary">{t.progress(index + 1, questions.length)}</Typography.Text>
            <h3 className={styles.collectionTitle}>
              {question.required && <span style={{ color: 'var(--ant-color-error)' }}>* </span>}
              {question.title}
            </h3>
            {question.hint && question.type !== 'text' && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
                {question.hint}
              </Typography.Paragraph>
            )}
            <QuestionInput
              question={question}
              value={answers[question.id] ?? EMPTY}
              onChange={(next) => setAnswers((a) => ({ ...a, [question.id]: next }))}
            />
          </div>
          <div className={styles.collectionFooter}>
            <Button disabled={index === 0} onClick={() => setIndex((i) => Math.max(0, i - 1))}>
              {t.previous}
            </Button>
            {last ? (
              <Button type="primary" loading={submitting} onClick={onSubmitClick}>
                {t.submit}
              </Button>
            ) : (
              <Button type="primary" onClick={onNext}>
                {t.next}
              </Button>
            )}
          </div>
        </>
      )}
    </Modal>
  );
}
