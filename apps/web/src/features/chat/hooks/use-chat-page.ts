import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Chat, Pages } from '@lucina/contracts';
import { refreshUserInfo } from '@/features/auth';
import { useAuthStore, authSelectors } from '@/stores/auth-store';
import { chatKeys, messageListOptions, ownerKey } from '../api/conversations';
import { draftShell, type DraftShell } from '../utils/draft';
import {
  detachAnswerStream,
  newDraft,
  runAnswerStream,
  stopAnswerStream,
  useAnswerStreamStore,
} from './answer-stream-store';

/** The open conversation lives in the URL (`/home?c=…`), so a refresh or a shared tab reopens it. */
export const CONVERSATION_PARAM = 'c';

export function useActiveConversationId() {
  const [params] = useSearchParams();
  return params.get(CONVERSATION_PARAM);
}

/**
 * The live answer's draft without its text: a token must not re-render the page (the answer being written reads the
 * text itself, message-list.tsx). The selection is a string, which changes with the draft's phase or ids, never with
 * a token.
 */
export function useDraftShell(): DraftShell | null {
  const shellKey = useAnswerStreamStore((s) => (s.draft ? JSON.stringify(draftShell(s.draft)) : ''));
  return useMemo(() => (shellKey ? (JSON.parse(shellKey) as DraftShell) : null), [shellKey]);
}

/** State and actions of the chat on /home: the open conversation, its messages and the live answer. */
export function useChatPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const conversationId = useActiveConversationId();
  const token = useAuthStore(authSelectors.token);
  const draft = useDraftShell();
  const messages = useQuery({ ...messageListOptions(conversationId ?? ''), enabled: !!conversationId });

  // Created once: the cleanup that stops a running answer must not re-run when the URL changes.
  // The data router's navigate is stable, so the first one stays valid.
  const [hooks] = useState(() => {
    return {
      onConversation: (id: string) => {
        void navigate(`${Pages.home.path}?${CONVERSATION_PARAM}=${id}`, { replace: true });
      },
      onSettled: async (id: string | null) => {
        // The answer changed the server's counts: the chats left (SPEC §4: spent at the first token, given back
        // when the service cut the answer short) and, for a new conversation, conversationCount.
        const refreshUser = useAuthStore.getState().user ? refreshUserInfo(queryClient) : null;
        await Promise.all([
          id ? queryClient.refetchQueries({ queryKey: chatKeys.messages(id) }) : null,
          queryClient.invalidateQueries({ queryKey: chatKeys.list(ownerKey()) }),
          refreshUser,
        ]);
      },
    };
  });

  const streaming = draft !== null && draft.conversationId === conversationId;

  // Reopening a conversation whose answer is still being generated (refresh, another tab) follows it live.
  const last = messages.data?.messages.at(-1);
  useEffect(() => {
    if (!last || last.status !== 'streaming' || useAnswerStreamStore.getState().draft) return;
    void runAnswerStream(
      { kind: 'attach', id: last.id },
      newDraft({ kind: 'attach', conversationId: last.conversationId, answerId: last.id, replacesId: last.id }),
      hooks,
    );
  }, [last, hooks]);

  // Another conversation opened: the running answer carries on server-side and can be re-attached.
  useEffect(() => {
    const running = useAnswerStreamStore.getState().draft;
    if (running && running.conversationId && running.conversationId !== conversationId) detachAnswerStream();
  }, [conversationId]);

  // SPEC §4: leaving home stops a running answer. A login or logout also ends it.
  useEffect(() => () => void stopAnswerStream(hooks), [hooks, token]);

  const ask = useCallback(
    (question: string, modelCode: number = Chat.defaultModelCode) => {
      void runAnswerStream(
        { kind: 'ask', body: { messageContent: question, conversationId, modelCode } },
        newDraft({ kind: 'ask', conversationId, question }),
        hooks,
      );
    },
    [conversationId, hooks],
  );

  const regenerate = useCallback(
    (answerId: string) => {
      void runAnswerStream(
        { kind: 'regenerate', id: answerId },
        newDraft({ kind: 'regenerate', conversationId, replacesId: answerId }),
        hooks,
      );
    },
    [conversationId, hooks],
  );

  const stop = useCallback(() => void stopAnswerStream(hooks), [hooks]);

  const startNew = useCallback(() => {
    detachAnswerStream();
    setParams((p) => {
      p.delete(CONVERSATION_PARAM);
      return p;
    });
  }, [setParams]);

  return {
    conversationId,
    view: messages.data ?? null,
    loading: messages.isLoading,
    missing: messages.isError,
    draft: streaming || (draft && !conversationId) ? draft : null,
    busy: draft !== null,
    ask,
    regenerate,
    stop,
    startNew,
  };
}
