/** The member's order lists: a status (empty for all), a date range and a page. */
export interface OrderFilter {
  status: string;
  /** ISO date-times with offset: inclusive start, exclusive end. */
  from: string;
  to: string;
  pageNo: number;
}

export const ORDER_PAGE_SIZE = 10;

/** The list call's query parameters; an empty status is left out. */
export function orderListParams(filter: OrderFilter) {
  return {
    status: filter.status || undefined,
    from: filter.from,
    to: filter.to,
    pageNo: filter.pageNo,
    pageSize: ORDER_PAGE_SIZE,
  };
}
