import { z } from 'zod';

/** Schema of the server's Page<T> for an item schema. */
export function pageSchema<S extends z.ZodType>(item: S) {
  return z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}
