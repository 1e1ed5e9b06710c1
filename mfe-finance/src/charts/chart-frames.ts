/*
 * The boxes the finance charts are drawn in, shared by the page and the lazily loaded chart so the space is held before
 * the chart's code arrives.
 */
import styled from 'styled-components';

/** A fixed height, so nothing below moves while the chunk loads or the chart draws; the width follows the card. */
export const ChartFrame = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  height: 280px;
  margin-top: 20px;
  @media (min-width: 768px) {
    height: 320px;
  }
`;

/** The year-by-year chart and, beside it (below it on a phone), the donut of what the total is made of. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    column-gap: 20px;
  }
`;

export const DonutFrame = styled(ChartFrame)`
  height: 240px;
  @media (min-width: 640px) {
    height: 280px;
  }
  @media (min-width: 768px) {
    height: 320px;
  }
`;
