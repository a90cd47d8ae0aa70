import { useEffect, useState } from 'react';

/** The current time, updated every second. */
export function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const pad = (value: number) => String(value).padStart(2, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock reading of `date` in `timeZone` (an IANA zone such as Asia/Ho_Chi_Minh), or in the browser's zone. */
function wallClock(date: Date, timeZone?: string): WallClock {
  if (!timeZone) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  }
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * The offset from GMT of `date` in `timeZone` (the merchant's zone, in which the agent centre's figures
 * are counted), or in the browser's zone without one: "GMT+07:00", "GMT-03:30".
 */
export function gmtOffset(date: Date, timeZone?: string): string {
  let minutes = -date.getTimezoneOffset();
  if (timeZone) {
    const wall = wallClock(date, timeZone);
    const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
    minutes = Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  }
  const sign = minutes < 0 ? '-' : '+';
  return `GMT${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/**
 * The time of `date` in `timeZone` (else the browser's zone) to the second: "2026-11-22 23:05:09", or
 * day first in Vietnamese ("22/11/2026 23:05:09").
 */
export function clockText(date: Date, timeZone?: string, isDayFirst = false): string {
  const w = wallClock(date, timeZone);
  const day = isDayFirst ? `${pad(w.day)}/${pad(w.month)}/${w.year}` : `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  return `${day} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}
