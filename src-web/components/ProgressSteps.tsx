import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { inspectionStep, type InspectionStep } from '../routes.ts';

/** Session, agent questions, control: which step the path is on. */
export function ProgressSteps() {
  const { t } = useLingui();
  const [location] = useLocation();
  const current = inspectionStep(location);
  if (!current) return null;
  const steps: Array<[InspectionStep, string]> = [
    ['session', t({ id: 'progress.session', message: 'Session' })],
    ['questions', t({ id: 'progress.questions', message: 'Agent questions' })],
    ['control', t({ id: 'progress.control', message: 'Control' })],
  ];
  const index = steps.findIndex(([step]) => step === current);
  return (
    <nav
      aria-label={t({ id: 'progress.label', message: 'Inspection progress' })}
      className="border-b border-slate-200 bg-white px-4 py-2"
    >
      <ol className="flex items-center gap-2 text-sm">
        {steps.map(([step, label], i) => (
          <li key={step} className="flex items-center gap-2" aria-current={i === index ? 'step' : undefined}>
            <span
              className={`flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold ${i <= index ? 'bg-sky-700 text-white' : 'bg-slate-200 text-slate-700'}`}
            >
              {i + 1}
            </span>
            <span className={i === index ? 'font-semibold text-slate-900' : 'text-slate-600'}>{label}</span>
            {i < steps.length - 1 && <span className="mx-1 h-px w-6 bg-slate-300" aria-hidden="true" />}
          </li>
        ))}
      </ol>
    </nav>
  );
}
