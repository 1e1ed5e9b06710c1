/** How a worked example formats its figures; the explanation passes the visitor's currency, a test passes its own. */
export interface ExampleFormat {
  money: (amount: number) => string;
  percent: (value: number) => string;
}
