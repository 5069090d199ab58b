import { LayoutDemo } from './layout-demo';

export default function LayoutBoxedPage() {
  return <LayoutDemo demo="layoutBoxed" />;
}
