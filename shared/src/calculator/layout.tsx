/* The page's frame: the two cards' grid, a row of actions, the results card's heading. */
import styled from 'styled-components';

export const CalculatorGrid = styled.div<{ $narrowInputs: boolean }>`
  display: grid;
  gap: 20px;
  align-items: start;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ $narrowInputs }) => ($narrowInputs ? '768px' : '1024px')}) {
    grid-template-columns: ${({ $narrowInputs }) => ($narrowInputs ? 'minmax(0, 1fr) minmax(0, 2fr)' : 'minmax(0, 2fr) minmax(0, 3fr)')};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: 12px;
`;

/** The results card's heading (focused after Calculate on a phone) with the card's actions beside it. */
export const ResultsHeader = styled(Toolbar)`
  justify-content: space-between;
  h2 {
    font-size: 18px;
    font-weight: 700;
    /* Clear of the sticky header when scrolled to. */
    scroll-margin-top: 88px;
    &:focus {
      outline: none;
    }
    &:focus-visible {
      outline: 2px solid var(--primary);
      outline-offset: 4px;
      border-radius: 4px;
    }
  }
`;

/** The results card's buttons (Compare, Copy link), kept together when the heading wraps on a phone. */
export const ResultActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
