import type { AuditListQuery } from '@lucina/contracts/admin';
import type { Database } from '../../db/client.js';
import { auditRepository } from './audit.repository.js';

type Filter = Omit<AuditListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number };

export function createAuditService({ db }: { db: Database }) {
  const repo = auditRepository(db);
  return {
    async list({ page, pageSize, ...filter }: Filter) {
      const { rows, total } = await repo.page(filter, page, pageSize);
      const list = rows.map(({ createdAt, ...row }) => ({ ...row, createTime: createdAt.toISOString() }));
      return { list, total, page, pageSize };
    },
  };
}
