import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { Waiting } from '../../api/start.ts';
import type { SignedInUser } from '../../api/sessions.ts';
import { ErrorBanner } from '../../components/ErrorBanner.tsx';
import { useLive } from '../../realtime/use-live.ts';
import { link, paths } from '../../routes.ts';
import { loadWaiting, waitingState, waitingWatch } from '../../state/waiting.ts';

/**
 * What waits for the signed-in person (docs/web-app.md#start-pages): inspections to approve (admins),
 * overdue actions (an admin's scope, an agent's own), today's Safe Q rounds and the agent's open
 * inspections, each count a link to the screen that lists them. Kept current by the pushes of what they
 * are counted from.
 */
export function WaitingForYou({ user }: { user: SignedInUser }) {
  const { waiting, load } = useSnapshot(waitingState);
  const hotelIds = waiting?.hotels.map((h) => h.id) ?? null;
  useLive(
    `${user.id}|${hotelIds?.join(',') ?? ''}`,
    () => waitingWatch(user.role, user.id, hotelIds ?? []),
    // The first watch has no entities yet: it loads them; a watch of the entities then only follows.
    hotelIds ? undefined : loadWaiting,
  );
  return (
    <section aria-labelledby="waiting-title" className="mt-6">
      <h2 id="waiting-title" className="text-lg font-semibold text-slate-900">
        <Trans id="start.waiting.title">Waiting for you</Trans>
      </h2>
      {!waiting ? (
        load.error ? (
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <ErrorBanner messageKey={load.error} />
            <button
              type="button"
              onClick={() => void loadWaiting()}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-sky-900 hover:border-sky-400"
            >
              <Trans id="shell.retry">Try again</Trans>
            </button>
          </div>
        ) : (
          <p role="status" className="mt-2 text-slate-700">
            <Trans id="shell.loading">Loading…</Trans>
          </p>
        )
      ) : (
        <Cards waiting={waiting as Waiting} user={user} />
      )}
    </section>
  );
}

function Cards({ waiting, user }: { waiting: Waiting; user: SignedInUser }) {
  const admin = user.role !== 'user';
  const rounds = waiting.hotels.filter((h) => h.rounds.notStarted + h.rounds.inProgress + h.rounds.done > 0);
  const hotelLink = (h: Waiting['hotels'][number]) =>
    `${link.hotel(h.id, user.role === 'superUser' ? null : h.organizationId)}#entity-inspections`;
  const cards: ReactNode[] = [];
  if (!admin)
    cards.push(
      <Card
        key="assigned"
        testId="waiting-assigned"
        count={waiting.assigned}
        href={paths.inspections}
        label={<Trans id="start.waiting.assigned">Your open inspections</Trans>}
        none={<Trans id="start.waiting.noneAssigned">No open inspection is assigned to you.</Trans>}
      />,
    );
  if (waiting.toApprove !== null)
    cards.push(
      <Card
        key="approve"
        testId="waiting-approval"
        count={waiting.toApprove}
        href={waiting.hotels.length === 1 ? hotelLink(waiting.hotels[0]!) : null}
        label={<Trans id="start.waiting.toApprove">Waiting for your approval</Trans>}
        none={<Trans id="start.waiting.noneToApprove">Nothing waits for your approval.</Trans>}
      >
        {waiting.hotels.length > 1 && (
          <HotelLines
            lines={waiting.hotels
              .filter((h) => h.toApprove > 0)
              .map((h) => ({ id: h.id, name: h.name, href: hotelLink(h), text: String(h.toApprove) }))}
          />
        )}
      </Card>,
    );
  cards.push(
    <Card
      key="overdue"
      testId="waiting-overdue"
      count={waiting.overdueActions.count}
      href={link.actionPlans({ overdue: true })}
      tone={waiting.overdueActions.count > 0 ? 'warn' : 'plain'}
      label={
        waiting.overdueActions.own ? (
          <Trans id="start.waiting.ownOverdue">Your overdue actions</Trans>
        ) : (
          <Trans id="start.waiting.overdue">Overdue actions</Trans>
        )
      }
      none={<Trans id="start.waiting.noneOverdue">No action is overdue.</Trans>}
    />,
  );
  const open = waiting.rounds.notStarted + waiting.rounds.inProgress;
  cards.push(
    <Card
      key="rounds"
      testId="waiting-rounds"
      count={open}
      href={admin ? null : paths.inspections}
      label={<Trans id="start.waiting.rounds">Today's Safe Q rounds to do</Trans>}
      none={
        rounds.length ? (
          <Trans id="start.waiting.roundsDone">Every Safe Q round of today is submitted.</Trans>
        ) : (
          <Trans id="start.waiting.noRounds">No Safe Q round today.</Trans>
        )
      }
    >
      {rounds.length > 0 && (
        <HotelLines
          lines={rounds.map((h) => ({
            id: h.id,
            name: h.name,
            href: admin ? link.safeQReport(h.id, h.today) : paths.inspections,
            text: <RoundStates rounds={h.rounds} />,
          }))}
        />
      )}
    </Card>,
  );
  return <ul className="mt-3 grid gap-3 small-tablet:grid-cols-2 small-desktop:grid-cols-3">{cards}</ul>;
}

function Card(props: {
  testId: string;
  count: number;
  href: string | null;
  label: ReactNode;
  none: ReactNode;
  tone?: 'plain' | 'warn';
  children?: ReactNode;
}) {
  const figure = (
    <span className="flex items-baseline gap-2">
      <span className={`text-3xl font-bold ${props.tone === 'warn' ? 'text-red-700' : 'text-sky-900'}`}>
        {props.count}
      </span>
      <span className="font-semibold text-slate-900">{props.label}</span>
    </span>
  );
  return (
    <li data-testid={props.testId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {props.href && props.count > 0 ? (
        <Link
          href={props.href}
          className="block rounded hover:underline focus:ring-2 focus:ring-sky-600 focus:outline-none"
        >
          {figure}
        </Link>
      ) : (
        figure
      )}
      {props.count === 0 ? <p className="mt-1 text-sm text-slate-600">{props.none}</p> : props.children}
    </li>
  );
}

function HotelLines({
  lines,
}: {
  lines: Array<{ id: string; name: string; href: string; text: ReactNode }>;
}) {
  return (
    <ul className="mt-2 divide-y divide-slate-100 text-sm">
      {lines.map((line) => (
        <li key={line.id}>
          <Link
            href={line.href}
            className="flex items-center justify-between gap-3 py-1.5 text-sky-900 hover:underline"
          >
            <span className="min-w-0 truncate">{line.name}</span>
            <span className="shrink-0 text-slate-700">{line.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** An entity's rounds of today by where they stand, the states it has only. */
function RoundStates({ rounds }: { rounds: Waiting['rounds'] }) {
  const { notStarted, inProgress, done } = rounds;
  const parts = [
    notStarted > 0 && <Trans id="start.waiting.roundNotStarted">{notStarted} not started</Trans>,
    inProgress > 0 && <Trans id="start.waiting.roundInProgress">{inProgress} in progress</Trans>,
    done > 0 && <Trans id="start.waiting.roundDone">{done} submitted</Trans>,
  ].filter(Boolean);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          {part}
        </span>
      ))}
    </>
  );
}
