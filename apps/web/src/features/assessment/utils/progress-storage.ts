import { StorageKey } from '@lucina/contracts';
import { localStore } from '@/lib/storage';

/** Answers by question id; plain objects so they round-trip through JSON. */
export type AnswerMap = Record<number, number>;

/**
 * SPEC §3 career-test value: where the user is in the open test, so a refresh resumes exactly
 * there even before the server answers arrive or when a save was lost.
 */
export interface CareerTestSnapshot {
  surveyId: number;
  recordId: string;
  /** Zero-based index of the question on screen. */
  index: number;
  answers: AnswerMap;
  updatedAt: number;
}

/** SPEC §3 career-test log: answers chosen but not yet confirmed saved by the server (the outbox). */
export interface CareerTestLog {
  recordId: string;
  pending: AnswerMap;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function readJson(key: string): unknown {
  const raw = localStore.get(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    // A corrupt value only costs the local copy; the server still holds the saved answers.
    console.warn(`[assessment] 本地作答记录 ${key} 无法解析，已忽略`, error);
    return null;
  }
}

function toAnswerMap(value: unknown): AnswerMap {
  if (!isObject(value)) return {};
  const out: AnswerMap = {};
  for (const [id, v] of Object.entries(value)) {
    const questionId = Number(id);
    if (Number.isInteger(questionId) && typeof v === 'number' && Number.isInteger(v)) out[questionId] = v;
  }
  return out;
}

export function readSnapshot(): CareerTestSnapshot | null {
  const v = readJson(StorageKey.careerTest);
  if (!isObject(v) || typeof v.recordId !== 'string' || typeof v.surveyId !== 'number') return null;
  return {
    surveyId: v.surveyId,
    recordId: v.recordId,
    index: typeof v.index === 'number' && Number.isInteger(v.index) ? v.index : 0,
    answers: toAnswerMap(v.answers),
    updatedAt: typeof v.updatedAt === 'number' ? v.updatedAt : 0,
  };
}

export function writeSnapshot(snapshot: Omit<CareerTestSnapshot, 'updatedAt'>): void {
  localStore.set(StorageKey.careerTest, JSON.stringify({ ...snapshot, updatedAt: Date.now() }));
}

export function readLog(): CareerTestLog | null {
  const v = readJson(StorageKey.careerTestLog);
  if (!isObject(v) || typeof v.recordId !== 'string') return null;
  return { recordId: v.recordId, pending: toAnswerMap(v.pending) };
}

export function writeLog(log: CareerTestLog): void {
  if (Object.keys(log.pending).length === 0) localStore.remove(StorageKey.careerTestLog);
  else localStore.set(StorageKey.careerTestLog, JSON.stringify(log));
}

/** After the final submit the record is closed: nothing local is worth resuming. */
export function clearProgress(): void {
  localStore.remove(StorageKey.careerTest);
  localStore.remove(StorageKey.careerTestLog);
}
