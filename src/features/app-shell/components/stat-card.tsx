import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** A figure of a signed-in page: label and icon, the value, an optional extra line and hint. */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  testId,
  children,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string | null;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardDescription>{label}</CardDescription>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
          {value}
        </p>
        {children}
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </CardContent>
    </Card>
  );
}
