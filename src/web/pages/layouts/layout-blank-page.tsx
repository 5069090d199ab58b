import { LayoutDemo } from './layout-demo';

export default function LayoutBlankPage() {
  return <LayoutDemo demo="layoutBlank" />;
}
