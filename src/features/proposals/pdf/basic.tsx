// The basic template (Junior): one accent, a letterhead on the first page, then the content; the
// acceptance record on a page of its own when the client accepted online.
import { Image, Page, Text, View } from '@react-pdf/renderer';
import { AcceptancePage } from './acceptance-page';
import { Footer, Intro, Parties, ProposalContent } from './blocks';
import { type PdfContext, professionalDisplayName } from './context';

function Letterhead({ ctx }: { ctx: PdfContext }) {
  const { model, f, s, logo } = ctx;
  const p = model.professional;
  const brand = p.companyName?.trim() || professionalDisplayName(model);
  return (
    <View wrap={false}>
      <View style={s.header}>
        <View style={s.headerIdentity}>
          {logo ? <Image src={logo} style={s.logo} /> : null}
          <View>
            {brand ? <Text style={s.professionalName}>{brand}</Text> : null}
            {p.profession?.trim() ? <Text style={s.muted}>{p.profession.trim()}</Text> : null}
          </View>
        </View>
        <View style={s.headerMeta}>
          <Text style={s.documentKind}>{f.t('documentTitle')}</Text>
        </View>
      </View>
      <View style={s.headerRule} />
    </View>
  );
}

export function BasicPages({ ctx }: { ctx: PdfContext }) {
  return (
    <>
      <Page size="A4" style={ctx.s.page}>
        <View style={ctx.s.body}>
          <Letterhead ctx={ctx} />
          <Parties ctx={ctx} />
          <Intro ctx={ctx} />
          <ProposalContent ctx={ctx} />
        </View>
        <Footer ctx={ctx} />
      </Page>
      <AcceptancePage ctx={ctx} />
    </>
  );
}
