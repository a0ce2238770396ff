import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiCore } from '@lingui/react';
import type { Cluster, ContextQuestion, Question } from '../../api/catalogue.ts';
import { Button } from '../../components/Button.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { Table } from '../../components/Table.tsx';
import { COMMENT_POSITION_NAMES, QUESTION_CLASSIFICATION_NAMES } from '../../i18n/catalogue-names.ts';

interface Props {
  cluster: Cluster;
  onEditCluster: () => void;
  onDeleteCluster: () => void;
  onEditQuestion: (question: Question) => void;
  onDeleteQuestion: (question: Question) => void;
  onEditContext: (contextQuestion: ContextQuestion) => void;
  onDeleteContext: (contextQuestion: ContextQuestion) => void;
}

/** A cluster: its name, ordinal and comment position, its questions in rows and its context questions as cards. */
export function ClusterCard(props: Props) {
  const { cluster } = props;
  const { t } = useLingui();
  const { i18n } = useLinguiCore();
  const yes = t({ id: 'common.yes', message: 'Yes' });
  const no = t({ id: 'common.no', message: 'No' });
  // Column names, also on each value of a phone's card (a number or yes/no alone says nothing).
  const labels = {
    ordinal: t({ id: 'modules.ordinal', message: 'Order' }),
    minScore: t({ id: 'questions.minScoreColumn', message: 'Comment from score' }),
    mandatory: t({ id: 'questions.isMandatory', message: 'Mandatory' }),
    notify: t({ id: 'questions.notifyColumn', message: 'Notify' }),
  };
  const untranslated = (
    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-normal text-amber-900">
      <Trans id="questions.untranslated">Not translated</Trans>
    </span>
  );
  return (
    <section
      aria-label={cluster.name}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="cluster"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{cluster.name}</h2>
          <p className="text-sm text-slate-700">
            <Trans id="clusters.summary">Order {cluster.ordinal}</Trans> ·{' '}
            {i18n._(COMMENT_POSITION_NAMES[cluster.commentPosition])}
          </p>
        </div>
        <div className="flex gap-2">
          <RowActions
            editLabel={t({ id: 'clusters.editNamed', message: `Edit cluster ${cluster.name}` })}
            deleteLabel={t({ id: 'clusters.deleteNamed', message: `Delete cluster ${cluster.name}` })}
            onEdit={props.onEditCluster}
            onDelete={props.onDeleteCluster}
          />
        </div>
      </div>
      {cluster.questions.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans id="clusters.noQuestions">No questions in this cluster yet.</Trans>
        </p>
      ) : (
        <Table
          columns={[
            { label: t({ id: 'questions.contentColumn', message: 'Question' }) },
            {
              label: t({ id: 'questions.classificationLabel', message: 'Classification' }),
              className: 'hidden tablet:table-cell',
            },
            { label: labels.ordinal, className: 'hidden tablet:table-cell' },
            { label: labels.minScore, className: 'hidden small-desktop:table-cell' },
            { label: labels.mandatory, className: 'hidden small-desktop:table-cell' },
            { label: labels.notify, className: 'hidden small-desktop:table-cell' },
            { label: t({ id: 'common.actions', message: 'Actions' }), hidden: true },
          ]}
        >
          {cluster.questions.map((question) => (
            <tr
              key={question.id}
              className="border-b border-slate-100 align-top last:border-0"
              data-testid="question-row"
            >
              <td className={`px-3 py-2 ${question.parentId ? 'pl-8' : ''}`}>
                <span className="block text-xs text-slate-600">{question.referenceNumber}</span>
                <span className={question.contentTranslated ? 'text-slate-900' : 'text-slate-600 italic'}>
                  {question.content}
                </span>
                {!question.contentTranslated && untranslated}
              </td>
              <td className="hidden px-3 py-2 text-slate-700 tablet:table-cell">
                {i18n._(QUESTION_CLASSIFICATION_NAMES[question.classification])}
              </td>
              <td data-label={labels.ordinal} className="hidden px-3 py-2 text-slate-700 tablet:table-cell">
                {question.ordinal}
              </td>
              <td
                data-label={labels.minScore}
                className="hidden px-3 py-2 text-slate-700 small-desktop:table-cell"
              >
                {question.requiredCommentMinScore ?? '–'}
              </td>
              <td
                data-label={labels.mandatory}
                className="hidden px-3 py-2 text-slate-700 small-desktop:table-cell"
              >
                {question.isMandatory ? yes : no}
              </td>
              <td
                data-label={labels.notify}
                className="hidden px-3 py-2 text-slate-700 small-desktop:table-cell"
              >
                {question.notifyHotelResponsible ? yes : no}
              </td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-2">
                  <RowActions
                    editLabel={t({
                      id: 'questions.editNamed',
                      message: `Edit question ${question.referenceNumber}`,
                    })}
                    deleteLabel={t({
                      id: 'questions.deleteNamed',
                      message: `Delete question ${question.referenceNumber}`,
                    })}
                    onEdit={() => props.onEditQuestion(question)}
                    onDelete={() => props.onDeleteQuestion(question)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </Table>
      )}
      {cluster.contextQuestions.length > 0 && (
        <div className="grid gap-2 tablet:grid-cols-2">
          {cluster.contextQuestions.map((context) => (
            <div
              key={context.id}
              className="rounded-md border border-sky-200 bg-sky-50 p-3"
              data-testid="context-question"
            >
              <p className="text-xs text-slate-700">
                <Trans id="contextQuestions.card">Context question · order {context.ordinal}</Trans>
              </p>
              <p className={context.contentTranslated ? 'text-slate-900' : 'text-slate-600 italic'}>
                {context.content}
                {!context.contentTranslated && untranslated}
              </p>
              <div className="mt-2 flex gap-2">
                <Button variant="plain" onClick={() => props.onEditContext(context)}>
                  <Trans id="common.edit">Edit</Trans>
                </Button>
                <Button variant="plain" onClick={() => props.onDeleteContext(context)}>
                  <Trans id="common.delete">Delete</Trans>
                </Button>
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
