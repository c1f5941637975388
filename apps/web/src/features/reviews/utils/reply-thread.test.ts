import { describe, expect, it } from 'vitest';
import type { Reply } from '@app/contracts/reviews';
import { threadReplies } from './reply-thread';

const reply = (id: number, parentId: number | null): Reply => ({
  id,
  review_id: 1,
  parent_id: parentId,
  content: `reply ${id}`,
  created_at: new Date('2026-01-01T00:00:00Z'),
  from_shop: false,
  author: { id: 1, name: 'An', avatar_url: null },
});

describe('threadReplies', () => {
  it('puts each reply under the one it answers, in writing order', () => {
    const tree = threadReplies([reply(1, null), reply(2, 1), reply(3, null), reply(4, 2), reply(5, 1)]);
    expect(tree.map((node) => node.reply.id)).toEqual([1, 3]);
    expect(tree[0]?.children.map((node) => node.reply.id)).toEqual([2, 5]);
    expect(tree[0]?.children[0]?.children.map((node) => node.reply.id)).toEqual([4]);
  });

  it('keeps a reply whose parent is not in the list at the top', () => {
    expect(threadReplies([reply(7, 99)]).map((node) => node.reply.id)).toEqual([7]);
  });
});
