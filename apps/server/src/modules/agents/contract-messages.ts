import type { ContractKind } from '@fortuna/contracts/agents';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { type NewMessage, sendMessages } from '../messages/messages.service';
import type { ContractRow } from './contracts.repo';

/** What happened to a contract, for the messages each side receives. */
export type ContractEvent =
  | 'offered'
  | 'accepted'
  | 'rejected'
  | 'termination_requested'
  | 'termination_rejected'
  | 'ended';

export interface ContractChange {
  row: ContractRow;
  event: ContractEvent;
  /** The side that acted, for requests and their answers. */
  by?: 'upline' | 'downline';
}

type Language = 'EN' | 'TY';

const KIND_NAMES: Record<Language, Record<ContractKind, string>> = {
  EN: { realtime: 'real-time salary', hourly: 'hourly salary', daily: 'daily salary', dividend: 'dividend' },
  TY: { realtime: 'lương thời gian thực', hourly: 'lương giờ', daily: 'lương ngày', dividend: 'chia lợi nhuận' },
};

const PAGE_OF_KIND: Record<ContractKind, string> = {
  realtime: 'realtimeSalary',
  hourly: 'hourlySalary',
  daily: 'dailyWages',
  dividend: 'dividend',
};

interface Texts {
  title: string;
  body: string;
}

type Writer = (kind: string, other: string, rate: string) => Texts;

const TEXTS: Record<Language, Record<ContractEvent, Writer>> = {
  EN: {
    offered: (kind, other, rate) => ({
      title: `New ${kind} contract offer`,
      body: `${other} offers you a ${kind} contract with a top rate of ${rate}. Accept or reject it in the agent centre.`,
    }),
    accepted: (kind, other) => ({
      title: `${kind} contract accepted`,
      body: `${other} accepted your ${kind} contract.`,
    }),
    rejected: (kind, other) => ({
      title: `${kind} contract rejected`,
      body: `${other} rejected your ${kind} contract offer.`,
    }),
    termination_requested: (kind, other) => ({
      title: `Request to end a ${kind} contract`,
      body: `${other} asks to end your ${kind} contract. Accept or reject the request in the agent centre.`,
    }),
    termination_rejected: (kind, other) => ({
      title: `${kind} contract continues`,
      body: `${other} rejected your request to end the ${kind} contract: it stays in force.`,
    }),
    ended: (kind, other) => ({
      title: `${kind} contract ended`,
      body: `Your ${kind} contract with ${other} has ended.`,
    }),
  },
  TY: {
    offered: (kind, other, rate) => ({
      title: `Đề nghị hợp đồng ${kind} mới`,
      body: `${other} đề nghị bạn hợp đồng ${kind} với tỷ lệ cao nhất ${rate}. Hãy chấp nhận hoặc từ chối trong trung tâm đại lý.`,
    }),
    accepted: (kind, other) => ({
      title: `Hợp đồng ${kind} đã được chấp nhận`,
      body: `${other} đã chấp nhận hợp đồng ${kind} của bạn.`,
    }),
    rejected: (kind, other) => ({
      title: `Hợp đồng ${kind} bị từ chối`,
      body: `${other} đã từ chối đề nghị hợp đồng ${kind} của bạn.`,
    }),
    termination_requested: (kind, other) => ({
      title: `Yêu cầu chấm dứt hợp đồng ${kind}`,
      body: `${other} yêu cầu chấm dứt hợp đồng ${kind} với bạn. Hãy chấp nhận hoặc từ chối yêu cầu trong trung tâm đại lý.`,
    }),
    termination_rejected: (kind, other) => ({
      title: `Hợp đồng ${kind} vẫn tiếp tục`,
      body: `${other} đã từ chối yêu cầu chấm dứt hợp đồng ${kind} của bạn: hợp đồng vẫn có hiệu lực.`,
    }),
    ended: (kind, other) => ({
      title: `Hợp đồng ${kind} đã chấm dứt`,
      body: `Hợp đồng ${kind} của bạn với ${other} đã chấm dứt.`,
    }),
  },
};

const PLATFORM_NAME: Record<Language, string> = { EN: 'The platform', TY: 'Nền tảng' };

/** Who hears of an event: the side that did not act (both sides when a contract ends). */
function recipientsOf(change: ContractChange): ('upline' | 'downline')[] {
  switch (change.event) {
    case 'offered':
      return ['downline'];
    case 'accepted':
    case 'rejected':
      return ['upline'];
    case 'termination_requested':
    case 'termination_rejected':
      return change.by === 'downline' ? ['upline'] : ['downline'];
    case 'ended':
      return ['upline', 'downline'];
  }
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Tells each side of the changed contracts what happened, in its own language, in the transaction that
 * made the change (the platform, as upline of top-level agents, gets no messages).
 */
export async function sendContractMessages(tx: DbOrTx, changes: readonly ContractChange[]): Promise<void> {
  const ids = [
    ...new Set(
      changes.flatMap(({ row }) => (row.uplineId === null ? [row.downlineId] : [row.uplineId, row.downlineId])),
    ),
  ];
  if (ids.length === 0) return;
  const people = new Map(
    (
      await tx
        .select({ id: accounts.id, username: accounts.username, language: accounts.language })
        .from(accounts)
        .where(inArray(accounts.id, ids))
    ).map((person) => [person.id, person]),
  );
  const messages: NewMessage[] = [];
  for (const change of changes) {
    const { row } = change;
    for (const side of recipientsOf(change)) {
      const recipientId = side === 'upline' ? row.uplineId : row.downlineId;
      if (recipientId === null) continue;
      const recipient = people.get(recipientId);
      const language: Language = recipient?.language === 'EN' ? 'EN' : 'TY';
      const otherId = side === 'upline' ? row.downlineId : row.uplineId;
      const other = otherId === null ? PLATFORM_NAME[language] : (people.get(otherId)?.username ?? '');
      const texts = TEXTS[language][change.event](
        KIND_NAMES[language][row.kind],
        other,
        `${(row.maxRateBp / 100).toString()}%`,
      );
      messages.push({
        merchantId: row.merchantId,
        accountId: recipientId,
        kind: 'contract',
        title: capitalised(texts.title),
        body: texts.body,
        link: `/agentHome?page=${PAGE_OF_KIND[row.kind]}`,
      });
    }
  }
  await sendMessages(tx, messages);
}
