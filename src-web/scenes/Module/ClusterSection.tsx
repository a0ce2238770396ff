import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTEXT_ANSWER_MAX_CHARS } from '../../../src-domain/inspection/index.ts';
import { inspectionChanges } from '../../api/inspection-changes.ts';
import type { InspectionCluster } from '../../api/inspections.ts';
import { Button } from '../../components/Button.tsx';
import { FieldError } from '../../components/FieldError.tsx';
import { act } from '../../state/inspection.ts';
import { COMMENT_DEBOUNCE_MS, CommentField } from './CommentField.tsx';
import { QuestionCard } from './QuestionCard.tsx';
import { TheirsOffered } from './TheirsOffered.tsx';
import { useAutosavedText } from './use-autosaved-text.ts';

/** With tabs, a cluster shows 5 questions, then 5 more whenever the page is scrolled near its end (§2). */
export const QUESTION_PAGE = 5;
export const LOAD_MORE_WITHIN_PX = 800;

interface Props {
  moduleId: string;
  /** Names of the others on each question; `onHere` says this user is on one. */
  othersOn: (questionId: string) => string[];
  onHere: (questionId: string) => void;
  cluster: InspectionCluster;
  paged: boolean;
  reviewer: boolean;
  /** Show the reviewers' follow-up controls (after the agent's submit). */
  followUp: boolean;
  /** Where a question's answer history opens; absent for those who may not read the audit trail. */
  history?: (questionId: string) => string;
  disabled: boolean;
  errors: Readonly<Record<string, readonly string[]>>;
  failed: { questionId?: string; key: string } | null;
}

export function ClusterSection({
  moduleId,
  othersOn,
  onHere,
  cluster,
  paged,
  reviewer,
  followUp,
  disabled,
  errors,
  failed,
  history,
}: Props) {
  const { t } = useLingui();
  const [shown, setShown] = useState(paged ? QUESTION_PAGE : Number.POSITIVE_INFINITY);
  useEffect(() => {
    if (!paged) return;
    const onScroll = () => {
      const fromBottom = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (fromBottom < LOAD_MORE_WITHIN_PX) setShown((n) => n + QUESTION_PAGE);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [paged]);
  const name = cluster.name;
  const comments = (
    <CommentField
      label={t({ id: 'cluster.comments', message: `Comments on ${name}` })}
      value={cluster.comments}
      disabled={disabled}
      onSave={(text) =>
        act(
          (id) => inspectionChanges.clusterComment(id, moduleId, cluster.id, text),
          (inspection) => {
            for (const c of inspection.modules.find((m) => m.id === moduleId)?.clusters ?? [])
              if (c.id === cluster.id) c.comments = text;
          },
        )
      }
    />
  );

  return (
    <section aria-label={cluster.name} className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{cluster.name}</h2>
      {cluster.commentPosition === 'top' && comments}
      {cluster.contextQuestions.map((question) => (
        <ContextQuestion key={question.id} moduleId={moduleId} question={question} disabled={disabled} />
      ))}
      <ul className="space-y-3">
        {cluster.questions.slice(0, shown).map((question) => (
          <QuestionCard
            key={question.id}
            moduleId={moduleId}
            question={question}
            reviewer={reviewer}
            followUp={followUp}
            errors={errors[question.id] ?? []}
            failedKey={failed?.questionId === question.id ? failed.key : null}
            disabled={disabled}
            others={othersOn(question.id)}
            onHere={() => onHere(question.id)}
            history={history?.(question.id)}
          />
        ))}
      </ul>
      {shown < cluster.questions.length && (
        <Button variant="plain" onClick={() => setShown((n) => n + QUESTION_PAGE)}>
          <Trans id="module.showMore">Show more questions</Trans>
        </Button>
      )}
      {cluster.commentPosition === 'bottom' && comments}
    </section>
  );
}

/**
 * A context question ("Room number"): saved like every other answer, once typing pauses or the field is left,
 * with no save button of its own to forget.
 */
function ContextQuestion({
  moduleId,
  question,
  disabled,
}: {
  moduleId: string;
  question: InspectionCluster['contextQuestions'][number];
  disabled: boolean;
}) {
  const errorId = useId();
  const text = useAutosavedText(
    question.answer,
    (value) =>
      act(
        (id) => inspectionChanges.contextQuestion(id, moduleId, question.id, value),
        (inspection) => {
          for (const c of inspection.modules.find((m) => m.id === moduleId)?.clusters ?? [])
            for (const q of c.contextQuestions) if (q.id === question.id) q.answer = value;
        },
      ),
    COMMENT_DEBOUNCE_MS,
  );
  return (
    <div className="space-y-1">
      <label className="block text-sm font-medium text-slate-700">
        {question.content}
        <input
          value={text.draft}
          maxLength={CONTEXT_ANSWER_MAX_CHARS}
          disabled={disabled}
          onChange={(e) => text.change(e.target.value)}
          onBlur={text.flush}
          // Enter confirms the answer, as a form's field would.
          onKeyDown={(e) => {
            if (e.key === 'Enter') text.flush();
          }}
          aria-invalid={text.refusal ? true : undefined}
          aria-describedby={text.refusal ? errorId : undefined}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </label>
      <FieldError id={errorId} messageKey={text.refusal?.key} />
      {text.theirs !== null && (
        <TheirsOffered
          theirs={text.theirs}
          kind="answer"
          onTakeTheirs={text.takeTheirs}
          onKeepMine={text.keepMine}
        />
      )}
    </div>
  );
}
