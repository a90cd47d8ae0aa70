import { z } from 'zod';

/** Schema of the server's Page<T> (list, pageNo, pageSize, total, totalPages) for an item schema. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
