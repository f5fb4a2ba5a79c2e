import type { UserInfo } from '@lucina/contracts';
import type { UserRow } from '../../db/schema/index.js';
import { maskEmail, maskPhone } from '../../lib/mask.js';

/** Row → SPEC §3 user info. Contacts leave the server masked only. */
export function toUserInfo(row: UserRow, extras: { systemMessageUnread: number }): UserInfo {
  return {
    id: row.id,
    nickname: row.nickname,
    userIcon: row.userIcon,
    userGrade: String(row.userGrade),
    endTime: row.endTime?.toISOString() ?? null,
    chatCount: row.chatCount,
    conversationCount: row.conversationCount,
    displayThinkProcess: row.displayThinkProcess,
    completeAitestFirst: row.completeAitestFirst,
    bootState: row.bootState,
    tagiSCollect: row.tagiSCollect,
    workTag: row.workTag,
    layoutTag: row.layoutTag,
    careerTestState: row.careerTestState,
    systemMessageUnread: extras.systemMessageUnread,
    infoCollectionState: row.infoCollectionState,
    phone: maskPhone(row.phone),
    email: maskEmail(row.email),
    wechatBound: row.wechatOpenId !== null || row.wechatMpOpenId !== null || row.wechatUnionId !== null,
    inviteCode: row.inviteCode,
    createTime: row.createdAt.toISOString(),
  };
}
