export interface ChartBox {
  width: number;
  height: number;
  /** Room for the value labels on the left and the day labels below. */
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The part of the box left for the plot once the padding is taken off. */
export function plotArea(box: ChartBox): PlotArea {
  return {
    left: box.padding.left,
    top: box.padding.top,
    width: Math.max(0, box.width - box.padding.left - box.padding.right),
    height: Math.max(0, box.height - box.padding.top - box.padding.bottom),
  };
}

const HEIGHT = 240;
const NARROW_HEIGHT = 200;
const NARROW_WIDTH = 480;

/** How a day chart fits its width: a lower box, fewer ticks and closer day labels when narrow. */
export interface ResponsiveChart {
  box: ChartBox;
  tickCount: number;
  /** The room one day label takes under the plot. */
  labelWidth: number;
}

/** The box of a day chart `width` wide, with `top` units above the plot. */
export function responsiveChart(width: number, top: number): ResponsiveChart {
  const isNarrow = width > 0 && width < NARROW_WIDTH;
  return {
    box: {
      width,
      height: isNarrow ? NARROW_HEIGHT : HEIGHT,
      padding: { top, right: 8, bottom: 28, left: isNarrow ? 44 : 56 },
    },
    tickCount: isNarrow ? 3 : 4,
    labelWidth: isNarrow ? 40 : 48,
  };
}
