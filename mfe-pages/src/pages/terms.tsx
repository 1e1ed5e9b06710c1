import { Card } from '@calc/shared';

export default function Page() {
  return <Card title="Coming soon">This page is being written.</Card>;
}
