import type { ChatMessage, Conversation, MessagePiece } from '@lucina/contracts';
import type { ConversationRow, MessageRow } from '../../db/schema/index.js';

/** The columns a conversation's view reads (the message list selects only these). */
export type ConversationViewRow = Pick<
  ConversationRow,
  'id' | 'title' | 'pinned' | 'modelCode' | 'createdAt' | 'lastMessageAt'
>;
/** The columns a message's view reads. */
export type MessageViewRow = Pick<
  MessageRow,
  | 'id'
  | 'conversationId'
  | 'parentId'
  | 'role'
  | 'content'
  | 'thinkProcess'
  | 'status'
  | 'likeOrStomp'
  | 'modelCode'
  | 'promptTokens'
  | 'completionTokens'
  | 'errorMessage'
  | 'errorStatus'
  | 'createdAt'
>;

export function toConversation(row: ConversationViewRow): Conversation {
  return {
    id: row.id,
    conversationTitle: row.title,
    pinned: row.pinned,
    modelCode: row.modelCode,
    createTime: row.createdAt.toISOString(),
    updateTime: row.lastMessageAt.toISOString(),
  };
}

/** Pieces as the stream delivers them: thinking first (when any), then the text; `stop` once the answer ended. */
function piecesOf(row: MessageViewRow): MessagePiece[] {
  const stop = row.status !== 'streaming';
  const pieces: MessagePiece[] = [];
  if (row.thinkProcess) pieces.push({ content: row.thinkProcess, stop: stop || row.content !== '', thinking: true });
  pieces.push({ content: row.content, stop, thinking: false });
  return pieces;
}

export function toChatMessage(row: MessageViewRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    parentId: row.parentId,
    messageRole: row.role,
    messageContent: row.content,
    thinkProcess: row.thinkProcess,
    status: row.status,
    terminate: row.status === 'terminated' || row.status === 'error',
    likeOrStomp: row.likeOrStomp,
    modelCode: row.modelCode,
    promptTokens: row.promptTokens,
    completionTokens: row.completionTokens,
    errorMessage: row.errorMessage,
    errorStatus: row.errorStatus,
    contentList: piecesOf(row),
    createTime: row.createdAt.toISOString(),
  };
}
