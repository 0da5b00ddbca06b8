// Contrato de prestação de serviços de desenvolvimento de site, sistema ou aplicativo, com garantia
// contra defeitos após o aceite. Fundamentos: Código Civil, arts. 593 a 609 (prestação de serviços),
// https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm; Lei 9.609/1998 (programa de
// computador), https://www.planalto.gov.br/ccivil_03/leis/l9609.htm; Lei 9.610/1998 (direitos
// autorais), https://www.planalto.gov.br/ccivil_03/leis/l9610.htm; Lei 13.709/2018 (LGPD),
// https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm; Lei 8.078/1990 (CDC),
// https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm; MP 2.200-2/2001, art. 10, § 2º,
// https://www.planalto.gov.br/ccivil_03/mpv/antigas_2001/2200-2.htm; Lei 14.063/2020,
// https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/lei/l14063.htm.
// Written for Valora, 2026-11; models to adapt, not reviewed by a lawyer unless the operator says so.
import type { TemplateText } from '../types';

export const ptBR: TemplateText = {
  title: 'Contrato de prestação de serviços de desenvolvimento de software',
  summary: 'Para o desenvolvimento de sites, sistemas web e aplicativos, com testes de aceite e garantia contra defeitos.',
  clauses: [
    {
      key: 'partes',
      heading: 'Das partes',
      paragraphs: [
        'CONTRATADO(A): {{profissional.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{profissional.cpf_cnpj}}, com endereço em {{profissional.endereco}}, e-mail {{profissional.email}}, doravante denominado(a) CONTRATADO(A).',
        'CONTRATANTE: {{cliente.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{cliente.cpf_cnpj}}, com endereço em {{cliente.endereco}}, e-mail {{cliente.email}}, doravante denominado(a) CONTRATANTE.',
        'As partes acima qualificadas celebram o presente contrato de prestação de serviços de desenvolvimento de software, que se regerá pelas cláusulas seguintes e pelos arts. 593 a 609 do Código Civil. Os endereços de e-mail indicados são os canais oficiais de comunicação entre as partes para todos os fins deste contrato.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Objeto e escopo',
      paragraphs: [
        'O objeto deste contrato é a prestação, pelo(a) CONTRATADO(A), dos serviços de desenvolvimento descritos na proposta "{{proposta.titulo}}", de {{proposta.data}}, que compreendem os seguintes itens:',
        '{{proposta.itens}}',
        'O escopo compreende exclusivamente as funcionalidades, telas, integrações e plataformas descritas na proposta e no documento de requisitos aprovado pelas partes, quando houver. Qualquer funcionalidade, integração ou plataforma não descrita ali fica fora do escopo e seguirá a cláusula de alterações de escopo.',
        'Parágrafo único. Salvo previsão expressa na proposta, não estão incluídos no preço: hospedagem, registro de domínio, licenças de softwares de terceiros, contas em lojas de aplicativos, serviços de envio de e-mail ou SMS, produção de textos e imagens, nem manutenção evolutiva após o período de garantia.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Prazos e etapas',
      paragraphs: [
        'O(A) CONTRATADO(A) entregará o software pronto para os testes de aceite em até {{contrato.prazo_entrega}} dias corridos, contados da data em que ocorrer por último: o pagamento do sinal ou o recebimento de todos os requisitos, acessos e materiais indicados na proposta.',
        'O desenvolvimento poderá ser organizado em etapas (por exemplo: a) levantamento de requisitos; b) protótipo ou layout; c) desenvolvimento; d) testes e publicação), e o(a) CONTRATADO(A) informará o andamento ao CONTRATANTE ao final de cada uma.',
        'Parágrafo único. O prazo fica suspenso, e é prorrogado pelo mesmo número de dias, enquanto o CONTRATANTE estiver em atraso com pagamentos, aprovações, respostas, acessos ou materiais que lhe cabem, e também durante a análise de alterações de escopo solicitadas por ele.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Entregáveis, testes e aceite',
      paragraphs: [
        'Ao final do desenvolvimento, o(a) CONTRATADO(A) disponibilizará o software em ambiente de testes ou homologação, e o CONTRATANTE terá 5 (cinco) dias úteis para testá-lo e apontar, por e-mail e de forma detalhada, eventuais funcionamentos em desacordo com o escopo aprovado.',
        'Estão incluídas até 2 (duas) rodadas de correções decorrentes dos testes de aceite. Apontamentos que representem novas funcionalidades ou mudanças do que foi aprovado não são correções e seguem a cláusula de alterações de escopo.',
        'Considera-se aceito o software quando o CONTRATANTE o aprovar expressamente, quando transcorrer o prazo de testes sem apontamentos, ou quando o software for colocado em uso real (produção) pelo CONTRATANTE, o que ocorrer primeiro.',
        'Parágrafo único. Após o pagamento integral, o(a) CONTRATADO(A) entregará o código-fonte, a documentação básica de instalação e os acessos de administrador, por meio de repositório ou arquivo indicado pelo CONTRATANTE.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Preço e forma de pagamento',
      paragraphs: [
        'Pelos serviços, o CONTRATANTE pagará ao(à) CONTRATADO(A) o valor total de {{proposta.total}}, da seguinte forma: a) sinal de {{proposta.sinal_percentual}} do total, correspondente a {{proposta.sinal_valor}}, na assinatura deste contrato; b) saldo de {{proposta.saldo}}, em {{contrato.parcelas}} parcela(s) mensal(is) e sucessiva(s), a primeira com vencimento no aceite do software.',
        'Os pagamentos serão feitos por Pix, para a chave {{profissional.pix}}, valendo o comprovante de transferência como recibo. O(A) CONTRATADO(A) emitirá a nota fiscal ou o recibo correspondente a cada pagamento, quando exigível.',
        'Parágrafo único. O preço remunera apenas os serviços descritos no objeto. Despesas com serviços de terceiros necessários ao projeto, como hospedagem, domínio, licenças e contas em lojas de aplicativos, serão contratadas e pagas diretamente pelo CONTRATANTE, salvo ajuste diverso por escrito.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Atraso no pagamento',
      paragraphs: [
        'O atraso em qualquer pagamento sujeitará o CONTRATANTE a multa de 2% (dois por cento) sobre o valor em atraso, juros de mora de 1% (um por cento) ao mês, calculados pro rata die, e correção monetária pelo IPCA, desde o vencimento até o efetivo pagamento.',
        'Parágrafo único. Havendo atraso superior a 10 (dez) dias, o(a) CONTRATADO(A) poderá, mediante aviso por e-mail, suspender os serviços até a regularização, prorrogando-se os prazos pelo período da suspensão, sem prejuízo da rescisão prevista neste contrato.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Alterações de escopo',
      paragraphs: [
        'Pedidos de novas funcionalidades, integrações, telas ou mudanças no que já foi aprovado serão avaliados pelo(a) CONTRATADO(A), que informará por escrito a estimativa de horas e o impacto no prazo antes de executá-los.',
        'As horas adicionais serão cobradas à razão de {{profissional.valor_hora}} por hora, valor da hora técnica do(a) CONTRATADO(A), e somente serão executadas após a concordância do CONTRATANTE por escrito, inclusive por e-mail. Os valores adicionais serão pagos com a parcela seguinte ou, não havendo, na entrega da alteração.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obrigações do(a) CONTRATADO(A)',
      paragraphs: [
        'São obrigações do(a) CONTRATADO(A): a) executar os serviços com técnica e diligência, segundo boas práticas de desenvolvimento e segurança; b) cumprir os prazos ajustados, ressalvadas as suspensões previstas neste contrato; c) manter o CONTRATANTE informado sobre o andamento e sobre qualquer fato que possa afetar o prazo ou o resultado; d) usar componentes de terceiros apenas com licenças que permitam o uso pretendido, informando-as ao CONTRATANTE; e) guardar sigilo e proteger os acessos e dados recebidos; f) corrigir os defeitos na forma da cláusula de garantia.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obrigações do CONTRATANTE',
      paragraphs: [
        'São obrigações do CONTRATANTE: a) pagar o preço nas datas ajustadas; b) fornecer, em tempo hábil, os requisitos, conteúdos, acessos a servidores, contas e sistemas, e demais informações necessárias; c) indicar uma pessoa responsável por responder dúvidas e aprovar as etapas; d) realizar os testes de aceite no prazo previsto; e) contratar e manter em seu nome os serviços de terceiros necessários (hospedagem, domínio, licenças, lojas de aplicativos); f) garantir que possui os direitos sobre os materiais que fornece e que o uso do software atenderá à legislação aplicável à sua atividade.',
      ],
    },
    {
      key: 'garantia',
      heading: 'Garantia contra defeitos',
      paragraphs: [
        'O(A) CONTRATADO(A) garante, pelo prazo de 90 (noventa) dias contados do aceite, a correção gratuita de defeitos do software, assim entendidos os funcionamentos em desacordo com o escopo aprovado que decorram do código por ele(a) desenvolvido.',
        'Os defeitos serão comunicados por e-mail, com a descrição do problema e, se possível, os passos para reproduzi-lo. O(A) CONTRATADO(A) iniciará a análise em até 3 (três) dias úteis, priorizando os defeitos que impeçam o uso do software.',
        'A garantia não cobre: a) alterações feitas no código ou no ambiente pelo CONTRATANTE ou por terceiros; b) falhas de hospedagem, servidores, redes ou serviços de terceiros; c) incompatibilidades causadas por atualizações posteriores de navegadores, sistemas operacionais, bibliotecas ou APIs externas; d) uso em desacordo com a documentação; e) novas funcionalidades.',
        'Parágrafo único. Esta garantia não exclui nem reduz os direitos do CONTRATANTE que seja consumidor, nos termos da Lei 8.078/1990 (Código de Defesa do Consumidor).',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Propriedade intelectual e código-fonte',
      paragraphs: [
        'O software é protegido pela Lei 9.609/1998 e, no que couber, pela Lei 9.610/1998. Nos termos do art. 4º da Lei 9.609/1998, as partes estipulam que os direitos patrimoniais sobre o código desenvolvido especificamente para o CONTRATANTE permanecem com o(a) CONTRATADO(A) até o pagamento integral do preço e, a partir de então, ficam cedidos ao CONTRATANTE em caráter definitivo, para uso, modificação e exploração sem limite de território ou de tempo.',
        'Até o pagamento integral, o CONTRATANTE terá licença de uso não exclusiva e intransferível do que lhe for entregue, inclusive em produção, que se extinguirá se o contrato for rescindido por falta de pagamento. Bibliotecas, frameworks e componentes de código aberto ou de terceiros continuam regidos por suas próprias licenças. Ferramentas e trechos genéricos que o(a) CONTRATADO(A) já possuía antes deste contrato continuam sendo seus e ficam licenciados ao CONTRATANTE, sem exclusividade e por prazo indeterminado, na medida necessária ao uso do software.',
        'O(A) CONTRATADO(A) conserva o direito de reivindicar a autoria do software (art. 2º, § 1º, da Lei 9.609/1998) e poderá mencionar o projeto e exibir telas dele em seu portfólio, salvo se o CONTRATANTE o declarar confidencial por escrito.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidencialidade',
      paragraphs: [
        'As partes manterão sob sigilo as informações não públicas a que tiverem acesso em razão deste contrato, como regras de negócio, dados de clientes, senhas, códigos, credenciais e condições comerciais, usando-as somente para a execução do contrato.',
        'A obrigação de sigilo vale durante o contrato e por 2 (dois) anos após o seu término, e não se aplica a informações que se tornarem públicas sem culpa da parte que as recebeu ou cuja divulgação for exigida por lei ou ordem judicial. Ao final do contrato, o(a) CONTRATADO(A) devolverá ou descartará as credenciais e cópias recebidas.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Proteção de dados pessoais',
      paragraphs: [
        'As partes tratarão os dados pessoais uma da outra em conformidade com a Lei 13.709/2018 (Lei Geral de Proteção de Dados Pessoais, LGPD), cada uma como controladora dos dados que coleta, somente para executar este contrato e cumprir obrigações legais, com medidas de segurança adequadas, e os eliminarão ao término do contrato, salvo obrigação legal de guarda.',
        'Quando, para desenvolver, testar ou publicar o software, o(a) CONTRATADO(A) tiver acesso a dados pessoais de clientes, usuários ou empregados do CONTRATANTE, atuará como operador(a), nos termos do art. 39 da LGPD: tratará esses dados apenas conforme as instruções do CONTRATANTE, adotará medidas de segurança adequadas, não os compartilhará com terceiros, comunicará sem demora qualquer incidente de segurança e, ao término do contrato, os eliminará de seus equipamentos, salvo obrigação legal de guarda. Sempre que possível, os testes serão feitos com dados fictícios ou anonimizados.',
        'Parágrafo único. Cabe ao CONTRATANTE, como controlador dos dados tratados pelo software em produção, definir as finalidades e bases legais do tratamento e manter a política de privacidade e o atendimento aos titulares.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Rescisão',
      paragraphs: [
        'Qualquer das partes poderá rescindir este contrato, sem justa causa, mediante aviso prévio por escrito de 15 (quinze) dias. Nesse caso, o CONTRATANTE pagará os serviços executados até a data da rescisão, proporcionalmente às etapas concluídas e às horas comprovadamente trabalhadas, e a parte que rescindir pagará à outra multa de 10% (dez por cento) sobre o valor da parte do contrato ainda não executada.',
        'O sinal remunera o planejamento e os trabalhos já iniciados: na rescisão sem justa causa pelo CONTRATANTE, será abatido dos valores devidos e não será restituído na parte que os cobrir. Na rescisão sem justa causa pelo(a) CONTRATADO(A), este(a) restituirá o que tiver recebido por serviços não executados, além da multa.',
        'O contrato poderá ser rescindido de imediato, sem multa para a parte inocente, se a outra descumprir obrigação contratual e não sanar a falta em 5 (cinco) dias úteis após notificada por e-mail. Em qualquer caso de rescisão, o código correspondente aos serviços pagos será entregue ao CONTRATANTE e a cessão de direitos limitar-se-á a ele.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitação de responsabilidade',
      paragraphs: [
        'A responsabilidade do(a) CONTRATADO(A) por danos decorrentes deste contrato fica limitada ao valor efetivamente recebido do CONTRATANTE, e nenhuma das partes responderá por danos indiretos, lucros cessantes ou perda de receitas, salvo em caso de dolo ou culpa grave, e ressalvadas as hipóteses em que a lei não admita limitação.',
        'O(A) CONTRATADO(A) não responde por indisponibilidade ou falhas de hospedagem, de redes ou de serviços de terceiros, nem por perda de dados quando o CONTRATANTE não mantiver cópias de segurança. O CONTRATANTE é o único responsável pelos conteúdos, marcas, imagens, dados e informações que fornecer e pelo uso que fizer do software, e manterá o(a) CONTRATADO(A) indene de reclamações de terceiros a esse respeito.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Assinatura eletrônica',
      paragraphs: [
        'As partes concordam em assinar este contrato eletronicamente, por meio da plataforma Valora, com verificação do e-mail do CONTRATANTE por código enviado a esse endereço, autenticação do(a) CONTRATADO(A) em sua conta na plataforma e registro do nome, do documento, do endereço IP, da data e hora e do resumo criptográfico SHA-256 do conteúdo assinado.',
        'As partes reconhecem esse meio como válido para comprovar a autoria e a integridade do documento, nos termos do art. 10, § 2º, da Medida Provisória nº 2.200-2/2001, e como assinatura eletrônica avançada, na forma do art. 4º, inciso II, da Lei nº 14.063/2020, e dispensam a assinatura em papel e a presença de testemunhas.',
        'Parágrafo único. Qualquer alteração do conteúdo após uma assinatura gera nova versão, que exige novas assinaturas, e cada parte poderá obter pela plataforma cópia do contrato assinado e do registro das evidências da assinatura.',
      ],
    },
    {
      key: 'foro',
      heading: 'Foro',
      paragraphs: [
        'Fica eleito o foro da comarca de {{profissional.cidade}} para dirimir quaisquer questões oriundas deste contrato, com renúncia a qualquer outro, por mais privilegiado que seja, ressalvado ao CONTRATANTE que seja consumidor o direito de demandar no foro de seu domicílio. Antes de recorrer ao Judiciário, as partes buscarão resolver amigavelmente eventuais divergências.',
        'E, por estarem de acordo, as partes assinam este contrato eletronicamente.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
