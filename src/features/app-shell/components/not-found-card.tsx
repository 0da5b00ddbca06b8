import { FileQuestionIcon } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';

/** A signed-in page whose item does not exist (or is not the user's): said in place, with the way back. */
export function NotFoundCard({ title, body, back }: { title: string; body: string; back: { href: string; label: string } }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <FileQuestionIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="max-w-sm text-sm text-muted-foreground">{body}</p>
        <Link href={back.href} className={buttonVariants({ variant: 'outline' })}>
          {back.label}
        </Link>
      </CardContent>
    </Card>
  );
}
