import type { Reply } from '@app/contracts/reviews';

export interface ReplyNode {
  reply: Reply;
  children: ReplyNode[];
}

/**
 * Replies arranged as the conversation they form: each under the reply it answers, in writing order.
 * A reply whose parent is missing (deleted, or on a later page) stays at the top level.
 */
export function threadReplies(replies: readonly Reply[]): ReplyNode[] {
  const nodes = new Map(replies.map((reply) => [reply.id, { reply, children: [] as ReplyNode[] }]));
  const roots: ReplyNode[] = [];
  for (const reply of replies) {
    const node = nodes.get(reply.id)!;
    const parent = reply.parent_id === null ? undefined : nodes.get(reply.parent_id);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
