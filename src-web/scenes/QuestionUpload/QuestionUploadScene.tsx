import { TabGroup, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { importErrorKey, type ImportGroup } from '../../../src-domain/catalogue/import-rows.ts';
import { Button } from '../../components/Button.tsx';
import { TabButton, TabRow } from '../../components/TabButton.tsx';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextLink } from '../../components/TextLink.tsx';
import { link } from '../../routes.ts';
import {
  closeResult,
  importGroup,
  questionImportState,
  uploadSpreadsheet,
} from '../../state/question-import.ts';
import { ImportOutcomeLabel } from './ImportOutcomeLabel.tsx';
import { PreviewTable } from './PreviewTable.tsx';

/** The error badge counts rows with errors, shown up to 999 (administration §9). */
const badge = (count: number) => (count > 999 ? '999' : String(count));
const rowsWithErrors = (group: ImportGroup) => group.questions.filter((q) => q.errors.length > 0).length;

/** /admin/questions/upload: pick a spreadsheet, check each group in its tab, fix what is wrong, import per tab. */
export function QuestionUploadScene() {
  const { t } = useLingui();
  const view = useSnapshot(questionImportState);
  const [tab, setTab] = useState(0);
  const groups = view.groups as ImportGroup[];
  const busy = view.phase === 'uploading' || view.phase === 'importing';

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans id="import.title">Import questions</Trans>
        </h1>
        <TextLink href={link.adminQuestions()}>
          <Trans id="import.backToQuestions">Back to the questions</Trans>
        </TextLink>
      </div>
      <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        {/* The browser's own file button speaks its own language: a styled label in ours instead. */}
        <label className="block text-sm font-medium text-slate-800">
          <Trans id="import.pickFile">Spreadsheet (.xlsx, at most 10 MB)</Trans>
          <span className="mt-1 flex flex-wrap items-center gap-3">
            <span className="inline-flex cursor-pointer rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-600/40">
              <Trans id="import.chooseFile">Choose file</Trans>
              <input
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={busy}
                className="sr-only"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  setTab(0);
                  if (file) void uploadSpreadsheet(file);
                  e.target.value = '';
                }}
              />
            </span>
            <span className="font-normal text-slate-700">
              {view.fileName || t({ id: 'import.noFile', message: 'No file chosen' })}
            </span>
          </span>
        </label>
        <p className="text-sm text-slate-700">
          <Trans id="import.help">
            Each row goes to the module type its module column names, whatever the sheet is called. Columns:
            referenceNumber, partNumber, comfortZone, module, cluster, grade, the five mandatory flags,
            information and content, in any order; content::en_US and the like for other languages.
          </Trans>
        </p>
      </div>
      <ErrorBanner messageKey={view.phase === 'failed' ? view.error : null} />

      {groups.length > 0 && view.phase !== 'failed' && (
        <TabGroup selectedIndex={Math.min(tab, groups.length - 1)} onChange={setTab}>
          <TabRow>
            {groups.map((group, index) => {
              const bad = rowsWithErrors(group) + group.errors.length;
              return (
                <TabButton key={index}>
                  {group.name} ({group.questions.length})
                  {bad > 0 && (
                    <span
                      className="rounded-full bg-red-700 px-2 text-xs text-white"
                      aria-label={t({ id: 'import.errorBadge', message: `${bad} with errors` })}
                    >
                      {badge(bad)}
                    </span>
                  )}
                </TabButton>
              );
            })}
          </TabRow>
          <TabPanels className="pt-4">
            {groups.map((group, index) => {
              const bad = rowsWithErrors(group) + group.errors.length;
              return (
                <TabPanel key={index} className="space-y-3">
                  {group.errors.map((error, n) => (
                    <ErrorBanner key={n} messageKey={importErrorKey(error)} />
                  ))}
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="text-sm text-slate-700">
                      {bad > 0 ? (
                        <Trans id="import.fixFirst">
                          Fix the marked cells, here or in the file, before importing.
                        </Trans>
                      ) : (
                        <Trans id="import.ready">All rows can be imported.</Trans>
                      )}
                    </p>
                    <Button
                      onClick={() => void importGroup(index)}
                      disabled={bad > 0 || busy}
                      loading={view.phase === 'importing'}
                    >
                      <Trans id="import.importGroup">Import {group.name}</Trans>
                    </Button>
                  </div>
                  <PreviewTable group={group} groupIndex={index} />
                </TabPanel>
              );
            })}
          </TabPanels>
        </TabGroup>
      )}

      {busy && (
        <div className="fixed inset-0 z-40 flex items-center justify-center bg-slate-900/40" role="status">
          <div className="w-72 space-y-2 rounded-lg bg-white p-4 shadow-lg">
            <p className="font-medium text-slate-900">
              {view.phase === 'uploading' ? (
                <Trans id="import.uploading">Reading the spreadsheet…</Trans>
              ) : (
                <Trans id="import.importing">Importing…</Trans>
              )}
            </p>
            {view.phase === 'uploading' && (
              <progress className="w-full" max={1} value={view.progress} aria-label={view.fileName} />
            )}
          </div>
        </div>
      )}

      <Modal
        open={view.phase === 'result'}
        onClose={closeResult}
        title={
          view.resultError
            ? t({ id: 'import.resultFailed', message: 'The import failed' })
            : t({ id: 'import.resultTitle', message: 'Import done' })
        }
      >
        <div className="space-y-3">
          <ErrorBanner messageKey={view.resultError} />
          {view.result.length > 0 && (
            <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto text-sm">
              {view.result.map((item) => (
                <li key={item.referenceNumber} className="flex justify-between py-1">
                  <span>{item.referenceNumber}</span>
                  <ImportOutcomeLabel outcome={item.import} />
                </li>
              ))}
            </ul>
          )}
          <div className="flex justify-end">
            <Button onClick={closeResult}>
              <Trans id="shell.closeMenu">Close</Trans>
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
