import { catalogueApi } from '../../api/catalogue.ts';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useParams } from 'wouter';
import { useSnapshot } from 'valtio';
import { LOCALES, LOCALE_NAMES, type Locale } from '../../../src-domain/shared/locales.ts';
import type { Cluster, ContextQuestion, ModuleType, Question } from '../../api/catalogue.ts';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { link, paths } from '../../routes.ts';
import { storedLocale } from '../../state/locale.ts';
import {
  deleteCluster,
  deleteContextQuestion,
  deleteModuleType,
  deleteQuestion,
  loadModuleTypes,
  loadTree,
  questionsState,
  questionsWatch,
} from '../../state/questions.ts';
import { useLive } from '../../realtime/use-live.ts';
import { ClusterCard } from './ClusterCard.tsx';
import { ClusterDialog } from './ClusterDialog.tsx';
import { ContextQuestionDialog } from './ContextQuestionDialog.tsx';
import { ModuleTypeDialog } from './ModuleTypeDialog.tsx';
import { QuestionDialog } from './QuestionDialog.tsx';

type Deleting =
  | { kind: 'moduleType'; id: string; name: string }
  | { kind: 'cluster'; id: string; name: string }
  | { kind: 'question'; id: string; name: string }
  | { kind: 'contextQuestion'; id: string; name: string };

/**
 * /admin/questions/{moduleTypeId}: one module type's clusters, questions and context questions, edited in one
 * language at a time. "default" switches the route to the first module type.
 */
export function QuestionsScene() {
  const { t } = useLingui();
  const { moduleTypeId } = useParams<{ moduleTypeId: string }>();
  const [, navigate] = useLocation();
  const view = useSnapshot(questionsState);
  const [language, setLanguage] = useState<Locale>(storedLocale());
  const [moduleTypeDialog, setModuleTypeDialog] = useState<
    { kind: 'create' } | { kind: 'edit' | 'copy'; moduleType: ModuleType } | null
  >(null);
  const [cluster, setCluster] = useState<Cluster | 'new' | null>(null);
  const [question, setQuestion] = useState<{ question: Question | null; clusterId: string | null } | null>(
    null,
  );
  const [context, setContext] = useState<{ item: ContextQuestion | null; clusterId: string | null } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [noneYet, setNoneYet] = useState(false);

  const load = () => {
    if (moduleTypeId !== 'default') {
      setNoneYet(false);
      return loadTree(moduleTypeId, language);
    }
    return loadModuleTypes(language).then((types) => {
      const first = [...(types ?? [])].sort((a, b) => a.name.localeCompare(b.name))[0];
      if (first) navigate(link.adminQuestions(first.id), { replace: true });
      else if (types) setNoneYet(true);
    });
  };
  // Loaded once the catalogue room of the language edited is joined, then kept current by its pushes.
  useLive(`${moduleTypeId}|${language}`, () => questionsWatch(moduleTypeId, language, load), load);

  const tree = view.tree?.id === moduleTypeId ? view.tree : null;
  const current = tree ? view.moduleTypes.find((m) => m.id === tree.id) : undefined;
  const deletingName = deleting?.name ?? '';

  const confirmDelete = async () => {
    if (!deleting) return;
    const { kind, id } = deleting;
    if (kind === 'moduleType') {
      if (await deleteModuleType(id)) {
        setDeleting(null);
        navigate(link.adminQuestions(), { replace: true });
      }
      return;
    }
    const done =
      kind === 'cluster'
        ? await deleteCluster(id)
        : kind === 'question'
          ? await deleteQuestion(id)
          : await deleteContextQuestion(id);
    if (done) setDeleting(null);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans id="questions.title">Questions</Trans>
        </h1>
        <div className="flex flex-wrap gap-2">
          <TextLink href={paths.adminQuestionUpload}>
            <Trans id="questions.import">Import from a spreadsheet</Trans>
          </TextLink>
          <a
            className="font-medium text-sky-800 underline hover:text-sky-950"
            href={catalogueApi.exportXlsxUrl}
            download
          >
            <Trans id="questions.export">Export all as a spreadsheet</Trans>
          </a>
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4">
        {view.moduleTypes.length > 0 && (
          <SelectField
            label={t({ id: 'questions.moduleType', message: 'Module type' })}
            value={tree?.id ?? ''}
            onChange={(e) => navigate(link.adminQuestions(e.target.value))}
          >
            {tree === null && <option value="" />}
            {[...view.moduleTypes]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((moduleType) => (
                <option key={moduleType.id} value={moduleType.id}>
                  {moduleType.name}
                </option>
              ))}
          </SelectField>
        )}
        <SelectField
          label={t({ id: 'questions.language', message: 'Language of the texts' })}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Locale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <Button variant="plain" onClick={() => setModuleTypeDialog({ kind: 'create' })}>
            <Trans id="moduleTypes.create">New module type</Trans>
          </Button>
          {current && (
            <>
              <Button
                variant="plain"
                onClick={() => setModuleTypeDialog({ kind: 'edit', moduleType: current as ModuleType })}
              >
                <Trans id="moduleTypes.edit">Edit module type</Trans>
              </Button>
              <Button
                variant="plain"
                onClick={() => setModuleTypeDialog({ kind: 'copy', moduleType: current as ModuleType })}
              >
                <Trans id="moduleTypes.copy">Copy module type</Trans>
              </Button>
              <Button
                variant="plain"
                onClick={() => setDeleting({ kind: 'moduleType', id: current.id, name: current.name })}
              >
                <Trans id="moduleTypes.delete">Delete module type</Trans>
              </Button>
            </>
          )}
        </div>
      </div>

      {noneYet && moduleTypeId === 'default' && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          <Trans id="moduleTypes.empty">There are no module types yet. Create the first one.</Trans>
        </p>
      )}
      <ErrorBanner messageKey={view.load.error} />
      {!tree && view.load.loading && (
        <p role="status">
          <Trans id="shell.loading">Loading…</Trans>
        </p>
      )}

      {tree && (
        <>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => setQuestion({ question: null, clusterId: null })}
              disabled={tree.clusters.length === 0}
            >
              <Trans id="questions.create">New question</Trans>
            </Button>
            <Button variant="plain" onClick={() => setCluster('new')}>
              <Trans id="clusters.create">New cluster</Trans>
            </Button>
            <Button
              variant="plain"
              onClick={() => setContext({ item: null, clusterId: null })}
              disabled={tree.clusters.length === 0}
            >
              <Trans id="contextQuestions.create">New context question</Trans>
            </Button>
          </div>
          <ErrorBanner messageKey={view.remove.error && !deleting ? view.remove.error : null} />
          {tree.clusters.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">
              <Trans id="clusters.empty">
                This module type has no clusters yet. Create a cluster, then its questions.
              </Trans>
            </p>
          ) : (
            tree.clusters.map((item) => (
              <ClusterCard
                key={item.id}
                cluster={item as Cluster}
                onEditCluster={() => setCluster(item as Cluster)}
                onDeleteCluster={() => setDeleting({ kind: 'cluster', id: item.id, name: item.name })}
                onEditQuestion={(q) => setQuestion({ question: q, clusterId: q.questionClusterId })}
                onDeleteQuestion={(q) => setDeleting({ kind: 'question', id: q.id, name: q.referenceNumber })}
                onEditContext={(c) => setContext({ item: c, clusterId: c.questionClusterId })}
                onDeleteContext={(c) => setDeleting({ kind: 'contextQuestion', id: c.id, name: c.content })}
              />
            ))
          )}
        </>
      )}

      <ModuleTypeDialog
        mode={moduleTypeDialog}
        onClose={() => setModuleTypeDialog(null)}
        onDone={(moduleType) => {
          setModuleTypeDialog(null);
          // The answer is already in the list and the open tree; a new one opens.
          if (moduleType.id !== tree?.id) navigate(link.adminQuestions(moduleType.id));
        }}
      />
      {tree && (
        <>
          <ClusterDialog
            open={cluster !== null}
            moduleTypeId={tree.id}
            language={language}
            cluster={cluster === 'new' ? null : cluster}
            onClose={() => setCluster(null)}
          />
          <QuestionDialog
            open={question !== null}
            moduleTypeId={tree.id}
            language={language}
            question={question?.question ?? null}
            clusterId={question?.clusterId ?? null}
            onClose={() => setQuestion(null)}
          />
          <ContextQuestionDialog
            open={context !== null}
            moduleTypeId={tree.id}
            language={language}
            contextQuestion={context?.item ?? null}
            clusterId={context?.clusterId ?? null}
            onClose={() => setContext(null)}
          />
        </>
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t({ id: 'questions.deleteTitle', message: `Delete ${deletingName}` })}
        confirmLabel={<Trans id="common.delete">Delete</Trans>}
        loading={view.remove.loading}
        error={view.remove.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting?.kind === 'moduleType' ? (
          <Trans id="moduleTypes.deleteConfirm">
            Delete the module type {deletingName} with all its clusters and questions?
          </Trans>
        ) : deleting?.kind === 'cluster' ? (
          <Trans id="clusters.deleteConfirm">Delete the cluster {deletingName}?</Trans>
        ) : (
          <Trans id="questions.deleteConfirm">Delete {deletingName}? Inspections already made keep it.</Trans>
        )}
      </ConfirmDialog>
    </div>
  );
}
