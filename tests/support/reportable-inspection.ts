import { expect } from 'vitest';
import { photo } from './hostile-images.ts';
import type { ApiClient } from './test-server.ts';

interface Question {
  id: string;
  type: string;
  isMandatory: boolean;
  isPictureMandatoryNeg: boolean;
  isPictureMandatoryPos: boolean;
  answer: { score: number | null };
}
interface Loaded {
  modules: Array<{ id: string; clusters: Array<{ questions: Question[] }> }>;
}

/** Each type's best answer: what a question is given when a test wants no deviation. */
const BEST: Record<string, number> = { gradeA: 1, gradeF: 1, gradeH: 1 };

/** An agent's way to a report: pictures, a radio question to score, and the whole submit. */
export function reportableInspection(baseUrl: string, agent: ApiClient) {
  const post = async (path: string, body?: unknown) => {
    const answer = await agent.request('POST', path, body);
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
  };
  const load = async (id: string) => (await agent.request<Loaded>('GET', `/api/inspections/${id}`)).body;

  async function picture(id: string, moduleId: string, questionId: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photo(20, 20, 'png'))]), 'rum.png');
    form.append('isFollowUp', 'false');
    const response = await fetch(
      `${baseUrl}/api/inspections/${id}/modules/${moduleId}/questions/${questionId}/files`,
      { method: 'POST', body: form, headers: { cookie: agent.sessionCookie } },
    );
    expect(response.status).toBe(201);
  }

  return {
    picture,
    /** A radio or circle question (3 minus the score, out of 3) that needs no picture for a deviation. */
    async radioQuestion(id: string) {
      for (const module of (await load(id)).modules)
        for (const q of module.clusters.flatMap((c) => c.questions))
          if ((q.type === 'radio' || q.type === 'circle') && !q.isPictureMandatoryNeg)
            return { moduleId: module.id, questionId: q.id };
      throw new Error('the demo questionnaire has no radio or circle question');
    },
    /**
     * Every mandatory question and every checkbox at its best (pictures where required) and each module
     * done: ready for control.
     */
    async finishModules(id: string) {
      for (const module of (await load(id)).modules) {
        const questions = module.clusters.flatMap((c) => c.questions);
        const path = (q: Question) => `/api/inspections/${id}/modules/${module.id}/questions/${q.id}`;
        // A checkbox left unticked is a "no" when the module is done: the best answer is a tick.
        const atTheirBest = questions.filter(
          (q) => q.isMandatory || (q.type === 'gradeH' && q.answer.score === null),
        );
        for (const q of atTheirBest)
          await (q.type === 'gradeJ'
            ? post(`${path(q)}/comment`, { comment: 'Anna' })
            : post(`${path(q)}/score`, { score: BEST[q.type] ?? 0 }));
        for (const q of questions.filter((q) => q.isPictureMandatoryPos)) await picture(id, module.id, q.id);
        await post(`/api/inspections/${id}/modules/${module.id}/done`);
      }
    },
    /** finishModules, then submitted. */
    async submit(id: string) {
      await this.finishModules(id);
      await post(`/api/inspections/${id}/endTime`);
    },
  };
}
