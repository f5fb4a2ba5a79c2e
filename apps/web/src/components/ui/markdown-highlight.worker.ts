import { highlightText, prepareLanguage, registerNext } from './markdown-highlight-core';

/**
 * The highlight worker: code blocks are highlighted here, off the page's main thread, where highlighting a finished
 * block was one of a streamed answer's longest tasks on a slow phone. Messages: `{ id, name, text }` asks for `text`
 * highlighted as `name` (answered `{ id, children }`, children null for an unknown language); `{ prepare: name }`
 * compiles a language a block being written will need. Between requests, the languages not asked for yet are
 * registered one at a time, so an alias or an embedding language later finds them ready.
 */
// The app is typed against the DOM's globals, not a worker's: the little of the worker's scope this uses.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Request>) => void) | null;
  postMessage(message: { id: number; children: ReturnType<typeof highlightText> }): void;
};
type Request = { id: number; name: string; text: string } | { prepare: string };

let spare: ReturnType<typeof setTimeout> | 0 = 0;
const registerSpare = () => {
  spare = registerNext() ? setTimeout(registerSpare) : 0;
};

scope.onmessage = ({ data }) => {
  if ('prepare' in data) prepareLanguage(data.prepare);
  else scope.postMessage({ id: data.id, children: highlightText(data.name, data.text) });
  if (!spare) spare = setTimeout(registerSpare);
};
