import { z } from 'zod';
import { SEA_GAME_CODES, seaPayoutsSchema } from './lottery-sea';

/**
 * The Vietnamese regional draws (prize mode LOTT, docs/lottery.md "Regional draws"): the North draws once
 * a day at 18:15, the Central at 17:15 and the South at 16:15 (Asia/Ho_Chi_Minh), each Central and
 * South province on its own weekdays. Official results are entered by staff or a results feed and
 * settle only once a second staff member approved them.
 */
export const VN_GAME_CODES = ['vn-north', 'vn-central', 'vn-south'] as const;
export type VnGameCode = (typeof VN_GAME_CODES)[number];

/** The provinces (and Hà Nội's, Hải Phòng's… North draws) by code, with their names as players write them. */
export const VN_PROVINCES = {
  'ha-noi': 'Hà Nội',
  'quang-ninh': 'Quảng Ninh',
  'bac-ninh': 'Bắc Ninh',
  'hai-phong': 'Hải Phòng',
  'nam-dinh': 'Nam Định',
  'thai-binh': 'Thái Bình',
  hue: 'Thừa Thiên Huế',
  'phu-yen': 'Phú Yên',
  'dak-lak': 'Đắk Lắk',
  'quang-nam': 'Quảng Nam',
  'da-nang': 'Đà Nẵng',
  'khanh-hoa': 'Khánh Hòa',
  'binh-dinh': 'Bình Định',
  'quang-tri': 'Quảng Trị',
  'quang-binh': 'Quảng Bình',
  'gia-lai': 'Gia Lai',
  'ninh-thuan': 'Ninh Thuận',
  'quang-ngai': 'Quảng Ngãi',
  'dak-nong': 'Đắk Nông',
  'kon-tum': 'Kon Tum',
  'tp-hcm': 'TP. Hồ Chí Minh',
  'dong-thap': 'Đồng Tháp',
  'ca-mau': 'Cà Mau',
  'ben-tre': 'Bến Tre',
  'vung-tau': 'Vũng Tàu',
  'bac-lieu': 'Bạc Liêu',
  'dong-nai': 'Đồng Nai',
  'can-tho': 'Cần Thơ',
  'soc-trang': 'Sóc Trăng',
  'tay-ninh': 'Tây Ninh',
  'an-giang': 'An Giang',
  'binh-thuan': 'Bình Thuận',
  'vinh-long': 'Vĩnh Long',
  'binh-duong': 'Bình Dương',
  'tra-vinh': 'Trà Vinh',
  'long-an': 'Long An',
  'binh-phuoc': 'Bình Phước',
  'hau-giang': 'Hậu Giang',
  'tien-giang': 'Tiền Giang',
  'kien-giang': 'Kiên Giang',
  'da-lat': 'Đà Lạt',
} as const;
export type VnProvince = keyof typeof VN_PROVINCES;

type Week = readonly [VnProvince[], VnProvince[], VnProvince[], VnProvince[], VnProvince[], VnProvince[], VnProvince[]];

/** Each region's draw time (Asia/Ho_Chi_Minh) and provinces by weekday, Sunday first. */
export const VN_SCHEDULE: Readonly<Record<VnGameCode, { hour: number; minute: number; week: Week }>> = {
  'vn-north': {
    hour: 18,
    minute: 15,
    week: [['thai-binh'], ['ha-noi'], ['quang-ninh'], ['bac-ninh'], ['ha-noi'], ['hai-phong'], ['nam-dinh']],
  },
  'vn-central': {
    hour: 17,
    minute: 15,
    week: [
      ['kon-tum', 'khanh-hoa', 'hue'],
      ['hue', 'phu-yen'],
      ['dak-lak', 'quang-nam'],
      ['da-nang', 'khanh-hoa'],
      ['binh-dinh', 'quang-tri', 'quang-binh'],
      ['gia-lai', 'ninh-thuan'],
      ['da-nang', 'quang-ngai', 'dak-nong'],
    ],
  },
  'vn-south': {
    hour: 16,
    minute: 15,
    week: [
      ['tien-giang', 'kien-giang', 'da-lat'],
      ['tp-hcm', 'dong-thap', 'ca-mau'],
      ['ben-tre', 'vung-tau', 'bac-lieu'],
      ['dong-nai', 'can-tho', 'soc-trang'],
      ['tay-ninh', 'an-giang', 'binh-thuan'],
      ['vinh-long', 'binh-duong', 'tra-vinh'],
      ['tp-hcm', 'long-an', 'binh-phuoc', 'hau-giang'],
    ],
  },
};

export function isVnGameCode(value: unknown): value is VnGameCode {
  return typeof value === 'string' && (VN_GAME_CODES as readonly string[]).includes(value);
}

export const VN_LOTTERY_PATHS = {
  /** The regions with their next draws (closing at the site merchant's cut-off) and latest results (public). */
  lobby: '/lottery/api/vn/lobby',
  admin: {
    draws: '/api/admin/lottery/vn/draws',
    results: (drawId: string) => `/api/admin/lottery/vn/draws/${drawId}/results`,
    approve: (resultId: string) => `/api/admin/lottery/vn/results/${resultId}/approve`,
    reject: (resultId: string) => `/api/admin/lottery/vn/results/${resultId}/reject`,
    void: (drawId: string) => `/api/admin/lottery/vn/draws/${drawId}/void`,
    liability: (drawId: string) => `/api/admin/lottery/vn/draws/${drawId}/liability`,
    rules: '/api/admin/lottery/vn/rules',
  },
} as const;

export const prizeSetSchema = z.record(z.string().max(12), z.array(z.string().max(8)).max(10));

export const vnDrawSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  province: z.string(),
  drawAt: z.string(),
  /** When betting closes for this site (the merchant's cut-off before the draw). */
  closesAt: z.string(),
  status: z.enum(['open', 'drawn', 'void']),
  result: prizeSetSchema.nullable(),
});
export type VnDraw = z.infer<typeof vnDrawSchema>;

export const vnRegionSchema = z.object({
  gameCode: z.enum(VN_GAME_CODES),
  cutoffMinutes: z.number(),
  /** The next day's draws of the region (one in the North, one per province elsewhere). */
  next: z.array(vnDrawSchema),
  /** The latest approved results, one per province of that day. */
  latest: z.array(vnDrawSchema),
});
export type VnRegionView = z.infer<typeof vnRegionSchema>;

export const enterVnResultSchema = z.object({ prizes: prizeSetSchema });

export const vnResultSchema = z.object({
  resultId: z.string(),
  version: z.number(),
  status: z.enum(['pending', 'approved', 'rejected']),
  source: z.enum(['staff', 'feed']),
  enteredBy: z.string(),
  decidedBy: z.string().nullable(),
  prizes: prizeSetSchema,
  createdAt: z.string(),
});
export type VnResult = z.infer<typeof vnResultSchema>;

export const vnAdminDrawSchema = z.object({
  drawId: z.string(),
  gameCode: z.string(),
  province: z.string(),
  drawAt: z.string(),
  status: z.enum(['open', 'drawn', 'void']),
  betCount: z.number(),
  results: z.array(vnResultSchema),
});
export type VnAdminDraw = z.infer<typeof vnAdminDrawSchema>;

/** Every game whose official result staff enter: the regional draws and the SEA draws. */
export const OFFICIAL_GAME_CODES = [...VN_GAME_CODES, ...SEA_GAME_CODES] as const;

export function isOfficialGameCode(value: unknown): value is (typeof OFFICIAL_GAME_CODES)[number] {
  return typeof value === 'string' && (OFFICIAL_GAME_CODES as readonly string[]).includes(value);
}

export const vnAdminDrawQuerySchema = z.object({
  gameCode: z.enum(OFFICIAL_GAME_CODES).optional(),
  /** `due`: past their draw time and not yet settled by an approved result; `all`: the latest ones. */
  view: z.enum(['due', 'all']).default('due'),
});

export const vnRulesSchema = z.object({
  /** Minutes before each draw betting closes on this merchant's site. */
  cutoffMinutes: z.number().int().min(1).max(120),
  /** The merchant's SEA payouts (docs/lottery-sea.md); left out, the current ones (or the defaults) stay. */
  seaPayouts: seaPayoutsSchema.optional(),
  /**
   * The most the merchant's players may stake in total (per point, minor units) on one number of one draw and
   * bet type; null: no cap; left out: unchanged.
   */
  numberCapMinor: z
    .string()
    .regex(/^\d{1,15}$/)
    .nullable()
    .optional(),
});
export type VnRules = z.infer<typeof vnRulesSchema>;

/** One number of a draw in the liability view: open tickets, their stake per point and one hit's payout. */
export const lotteryLiabilityRowSchema = z.object({
  betType: z.string(),
  number: z.string(),
  tickets: z.number(),
  stakedMinor: z.string(),
  payoutPerHitMinor: z.string(),
});
export type LotteryLiabilityRow = z.infer<typeof lotteryLiabilityRowSchema>;
