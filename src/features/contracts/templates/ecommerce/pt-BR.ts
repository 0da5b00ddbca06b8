// Contrato de prestação de serviços de criação de loja virtual (e-commerce): configuração da
// plataforma, integração de meios de pagamento e frete, cadastro de produtos, publicação e suporte.
// Modelo da biblioteca premium (Web Designer). Fundamentos: Código Civil, arts. 593 a 609,
// https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm; Lei 9.610/1998 (direitos
// autorais), https://www.planalto.gov.br/ccivil_03/leis/l9610.htm; Lei 9.609/1998 (programa de
// computador), https://www.planalto.gov.br/ccivil_03/leis/l9609.htm; Lei 8.078/1990 (CDC),
// https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm; Decreto 7.962/2013 (comércio
// eletrônico), https://www.planalto.gov.br/ccivil_03/_ato2011-2014/2013/decreto/d7962.htm;
// Lei 13.709/2018 (LGPD), https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm;
// MP 2.200-2/2001, art. 10, § 2º, https://www.planalto.gov.br/ccivil_03/mpv/antigas_2001/2200-2.htm;
// Lei 14.063/2020, https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/lei/l14063.htm.
// Written for Valora, 2026-11; models to adapt, not reviewed by a lawyer unless the operator says so.
import type { TemplateText } from '../types';

export const ptBR: TemplateText = {
  title: 'Contrato de prestação de serviços de criação de loja virtual',
  summary:
    'Para lojas virtuais: configuração da plataforma, meios de pagamento e frete, cadastro de produtos e publicação, com as taxas de terceiros a cargo do cliente.',
  clauses: [
    {
      key: 'partes',
      heading: 'Das partes',
      paragraphs: [
        'CONTRATADO(A): {{profissional.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{profissional.cpf_cnpj}}, com endereço em {{profissional.endereco}}, e-mail {{profissional.email}}, doravante denominado(a) CONTRATADO(A).',
        'CONTRATANTE: {{cliente.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{cliente.cpf_cnpj}}, com endereço em {{cliente.endereco}}, e-mail {{cliente.email}}, doravante denominado(a) CONTRATANTE.',
        'As partes acima qualificadas celebram o presente contrato de prestação de serviços de criação de loja virtual, que se regerá pelas cláusulas seguintes e pelos arts. 593 a 609 do Código Civil. Os e-mails indicados são os canais oficiais de comunicação entre as partes, inclusive para aprovações e notificações.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Objeto e escopo',
      paragraphs: [
        'O objeto deste contrato é a criação, pelo(a) CONTRATADO(A), de loja virtual para o CONTRATANTE, conforme a proposta "{{proposta.titulo}}", de {{proposta.data}}, que compreende os seguintes itens:',
        '{{proposta.itens}}',
        'A plataforma de comércio eletrônico, os meios de pagamento, as formas de frete, a quantidade de produtos a cadastrar e as funcionalidades da loja são os indicados na proposta. A loja será responsiva e compatível com as versões atuais dos principais navegadores.',
        'Parágrafo único. Não estão incluídos no preço, salvo previsão expressa na proposta: mensalidades e taxas da plataforma, dos meios de pagamento e de aplicativos ou extensões, hospedagem, domínio, produção de fotografias e de descrições de produtos, gestão de pedidos, atendimento a consumidores, campanhas de anúncios e manutenção após o período de suporte previsto neste contrato.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Prazos, etapas e aprovação',
      paragraphs: [
        'O(A) CONTRATADO(A) entregará a loja pronta para a aprovação final em até {{contrato.prazo_entrega}} dias corridos, contados da data em que ocorrer por último: o pagamento do sinal ou o recebimento do briefing, dos acessos às contas da plataforma e dos meios de pagamento e da planilha de produtos.',
        'O projeto seguirá as etapas: a) briefing e definição da estrutura da loja; b) layout da página inicial, da página de produto e do carrinho, com até 2 (duas) rodadas de ajustes; c) configuração da plataforma, dos meios de pagamento e do frete; d) cadastro dos produtos; e) testes de compra e publicação.',
        'Concluídas as etapas, a loja será disponibilizada em modo de teste, e o CONTRATANTE terá 5 (cinco) dias úteis para revisá-la e apontar, por e-mail, erros ou diferenças em relação ao aprovado. Corrigidos os apontamentos, será feita ao menos uma compra de teste com cada meio de pagamento configurado. Considera-se aprovada a loja quando o CONTRATANTE a aprovar expressamente, quando transcorrer o prazo de revisão sem apontamentos ou quando a loja começar a receber pedidos reais.',
        'Parágrafo único. O prazo fica suspenso, e é prorrogado pelo mesmo número de dias, enquanto o CONTRATANTE estiver em atraso com pagamentos, aprovações, conteúdos ou acessos que lhe cabem, enquanto aguardar a aprovação de suas contas pela plataforma ou pelos meios de pagamento, e durante a análise de alterações de escopo que solicitar.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Preço e forma de pagamento',
      paragraphs: [
        'Pelos serviços, o CONTRATANTE pagará ao(à) CONTRATADO(A) o valor total de {{proposta.total}}, da seguinte forma: a) sinal de {{proposta.sinal_percentual}} do total, correspondente a {{proposta.sinal_valor}}, na assinatura deste contrato; b) saldo de {{proposta.saldo}}, em {{contrato.parcelas}} parcela(s) mensal(is) e sucessiva(s), a primeira com vencimento na aprovação da loja.',
        'Os pagamentos serão feitos por Pix, para a chave {{profissional.pix}}, valendo o comprovante de transferência como recibo. O(A) CONTRATADO(A) emitirá a nota fiscal ou o recibo correspondente a cada pagamento, quando exigível.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Atraso no pagamento',
      paragraphs: [
        'O atraso em qualquer pagamento sujeitará o CONTRATANTE a multa de 2% (dois por cento) sobre o valor em atraso, juros de mora de 1% (um por cento) ao mês, calculados pro rata die, e correção monetária pelo IPCA, desde o vencimento até o efetivo pagamento.',
        'Parágrafo único. Havendo atraso superior a 10 (dez) dias, o(a) CONTRATADO(A) poderá, mediante aviso por e-mail, suspender os serviços e a publicação da loja até a regularização, prorrogando-se os prazos pelo período da suspensão, sem prejuízo da rescisão prevista neste contrato.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Alterações de escopo',
      paragraphs: [
        'Pedidos de novas páginas, funcionalidades, integrações, meios de pagamento ou de frete, de cadastro de produtos além da quantidade prevista, de rodadas de ajustes além das incluídas ou de mudanças no que já foi aprovado serão avaliados pelo(a) CONTRATADO(A), que informará por escrito a estimativa de horas e o impacto no prazo antes de executá-los.',
        'As horas adicionais serão cobradas à razão de {{profissional.valor_hora}} por hora, valor da hora técnica do(a) CONTRATADO(A), e somente serão executadas após a concordância do CONTRATANTE por escrito, inclusive por e-mail. Os valores adicionais serão pagos com a parcela seguinte ou, não havendo, na entrega da alteração.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obrigações do(a) CONTRATADO(A)',
      paragraphs: [
        'São obrigações do(a) CONTRATADO(A): a) executar os serviços com técnica e diligência, observando boas práticas de usabilidade, desempenho e segurança; b) cumprir os prazos ajustados, ressalvadas as suspensões previstas neste contrato; c) configurar os meios de pagamento e de frete apenas com as contas e credenciais do CONTRATANTE, sem jamais receber em contas próprias valores de vendas da loja; d) testar o fluxo de compra antes da publicação; e) usar temas, aplicativos e imagens apenas com licenças que permitam o uso na loja, informando ao CONTRATANTE as que dependem de pagamento; f) guardar sigilo e proteger as senhas e os acessos recebidos; g) prestar o suporte previsto neste contrato.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obrigações do CONTRATANTE',
      paragraphs: [
        'São obrigações do CONTRATANTE: a) pagar o preço nas datas ajustadas; b) abrir e manter em seu nome as contas na plataforma, nos meios de pagamento, nos serviços de frete, na hospedagem e no domínio, fornecendo os documentos que esses fornecedores exigirem; c) fornecer em tempo hábil o briefing, o logotipo, as imagens e os dados dos produtos; d) responder às aprovações nos prazos previstos, por meio de uma pessoa responsável; e) alterar as senhas de acesso após a entrega; f) após a aprovação, gerir o catálogo, os preços, os estoques e os pedidos da loja, com a orientação básica de uso do painel administrativo dada pelo(a) CONTRATADO(A).',
        'Como fornecedor perante os consumidores, cabe exclusivamente ao CONTRATANTE cumprir a Lei 8.078/1990 (Código de Defesa do Consumidor) e o Decreto 7.962/2013, incluindo: a) informar na loja sua razão social ou nome, CPF ou CNPJ, endereço e canais de atendimento; b) definir e publicar as políticas de troca, devolução, arrependimento, entrega e privacidade; c) emitir os documentos fiscais das vendas e recolher os tributos; d) responder pela qualidade, pela entrega e pela licitude dos produtos vendidos e pelo atendimento aos consumidores. O(A) CONTRATADO(A) disponibilizará na loja as páginas e os campos para essas informações, com os textos fornecidos pelo CONTRATANTE.',
      ],
    },
    {
      key: 'cadastro_produtos',
      heading: 'Cadastro de produtos',
      paragraphs: [
        'O(A) CONTRATADO(A) cadastrará na loja a quantidade de produtos indicada na proposta, a partir de planilha fornecida pelo CONTRATANTE com, para cada produto: nome, descrição, preço, variações (como tamanho e cor), código (SKU), estoque, peso e dimensões para cálculo de frete, categoria e fotografias em formato adequado.',
        'O cadastro será feito conforme os dados recebidos, e o CONTRATANTE é responsável pela exatidão de preços, descrições, estoques, medidas e informações obrigatórias dos produtos, devendo conferi-los na revisão da loja. Correções decorrentes de dados incorretos ou alterados pelo CONTRATANTE após o envio da planilha, e o cadastro de produtos além da quantidade prevista, seguem a cláusula de alterações de escopo.',
      ],
    },
    {
      key: 'plataforma_pagamentos',
      heading: 'Plataforma, meios de pagamento e taxas',
      paragraphs: [
        'A plataforma de comércio eletrônico, os meios de pagamento (intermediadores, gateways e adquirentes), os serviços de frete e os aplicativos ou extensões serão contratados pelo CONTRATANTE em seu próprio nome, de acordo com os termos de uso de cada fornecedor, e o CONTRATANTE arcará diretamente com suas mensalidades, tarifas por transação, comissões, taxas de antecipação, estornos e demais encargos.',
        'Os valores das vendas serão pagos pelos consumidores diretamente nas contas do CONTRATANTE nos meios de pagamento. A análise de risco, a aprovação de transações, o repasse de valores, as contestações (chargebacks) e as fraudes são regidos pelos contratos entre o CONTRATANTE e esses fornecedores, sem responsabilidade do(a) CONTRATADO(A).',
        'Os dados de cartões de pagamento serão coletados e processados pelos meios de pagamento, em seus ambientes certificados, e não serão armazenados na loja. Mudanças de preços, de regras ou de funcionalidades feitas pelos fornecedores após a publicação, e a eventual suspensão de contas do CONTRATANTE por eles, não são de responsabilidade do(a) CONTRATADO(A); as adaptações necessárias seguem a cláusula de alterações de escopo.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Hospedagem e domínio',
      paragraphs: [
        'O domínio da loja e, quando a plataforma não incluir hospedagem, o serviço de hospedagem serão registrados e contratados em nome do CONTRATANTE, que será o seu único titular e arcará diretamente com os custos e renovações. O(A) CONTRATADO(A), com os acessos fornecidos pelo CONTRATANTE, fará o apontamento do domínio e a ativação do certificado de segurança (SSL), indispensável para o funcionamento do checkout.',
        'A disponibilidade da loja, a velocidade do servidor e as cópias de segurança automáticas dependem da plataforma ou da hospedagem escolhida pelo CONTRATANTE. O CONTRATANTE é responsável por renovar o domínio, a plataforma e a hospedagem nos prazos, e a interrupção da loja por falta de renovação ou de pagamento a esses fornecedores não gera responsabilidade para o(a) CONTRATADO(A).',
        'Parágrafo único. Atualizações, manutenção técnica e alterações na loja após o período de suporte não fazem parte deste contrato e, se desejadas, serão objeto de contrato específico de manutenção.',
      ],
    },
    {
      key: 'garantia_suporte',
      heading: 'Suporte após a publicação',
      paragraphs: [
        'Pelo prazo de 30 (trinta) dias contados da publicação, o(a) CONTRATADO(A) corrigirá gratuitamente erros de funcionamento ou de exibição da loja que decorram do seu trabalho, inclusive nas configurações de pagamento e de frete que realizou, dando prioridade aos que impeçam a conclusão de compras e iniciando a análise em até 2 (dois) dias úteis após a comunicação por e-mail.',
        'O suporte não cobre: a) alterações feitas na loja pelo CONTRATANTE ou por terceiros; b) falhas ou indisponibilidade da plataforma, dos meios de pagamento, dos serviços de frete, da hospedagem ou do domínio; c) problemas causados por atualizações feitas pelos fornecedores após a publicação; d) cadastro de novos produtos ou novas funcionalidades.',
        'Parágrafo único. Este suporte não exclui nem reduz os direitos do CONTRATANTE que seja consumidor, nos termos da Lei 8.078/1990. O(A) CONTRATADO(A) não garante volume de vendas, de acessos ou posição em buscadores, que dependem de fatores fora do seu controle.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Direitos autorais',
      paragraphs: [
        'O layout, os elementos gráficos criados e o código desenvolvido especificamente para a loja são obras protegidas pela Lei 9.610/1998 e, quanto ao código, pela Lei 9.609/1998. Após o pagamento integral do preço, o(a) CONTRATADO(A) cede ao CONTRATANTE, em caráter definitivo, os direitos patrimoniais sobre essas criações, para uso, modificação e reprodução na loja e nos demais meios digitais do CONTRATANTE, sem limite de tempo. Até o pagamento integral, o CONTRATANTE tem licença de uso não exclusiva e intransferível dessas criações, inclusive para a publicação, que se extinguirá se o contrato for rescindido por falta de pagamento.',
        'A plataforma, os temas, os aplicativos, as fontes e as imagens de terceiros continuam regidos por seus próprios termos e licenças. As fotografias e descrições de produtos fornecidas pelo CONTRATANTE continuam sendo suas.',
        'Os direitos morais do(a) CONTRATADO(A) permanecem preservados, nos termos do art. 24 da Lei 9.610/1998, e ele(a) desde já autoriza as alterações e atualizações que o CONTRATANTE vier a fazer na loja. O(A) CONTRATADO(A) poderá exibir a loja em seu portfólio e incluir um crédito discreto no rodapé, salvo se o CONTRATANTE declarar o projeto confidencial ou pedir, por escrito, a retirada do crédito.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidencialidade',
      paragraphs: [
        'As partes manterão sob sigilo as informações não públicas a que tiverem acesso em razão deste contrato, como senhas, credenciais de meios de pagamento, dados de clientes e de vendas, custos, margens e estratégias comerciais, usando-as somente para a execução deste contrato.',
        'A obrigação de sigilo vale durante o contrato e por 2 (dois) anos após o seu término, e não se aplica a informações que se tornarem públicas sem culpa da parte que as recebeu ou cuja divulgação for exigida por lei ou ordem judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Proteção de dados pessoais',
      paragraphs: [
        'As partes tratarão os dados pessoais uma da outra em conformidade com a Lei 13.709/2018 (Lei Geral de Proteção de Dados Pessoais, LGPD), cada uma como controladora dos dados que coleta, somente para executar este contrato e cumprir obrigações legais, com medidas de segurança adequadas, e os eliminarão ao término do contrato, salvo obrigação legal de guarda.',
        'O CONTRATANTE é o controlador dos dados pessoais dos consumidores tratados pela loja (cadastros, pedidos, endereços de entrega, cookies e ferramentas de estatística e de anúncios) e é responsável por definir as finalidades e as bases legais do tratamento, publicar a política de privacidade e atender os titulares.',
        'Parágrafo único. Quando, para configurar, testar ou dar suporte à loja, o(a) CONTRATADO(A) tiver acesso a dados pessoais de consumidores, atuará como operador(a), nos termos do art. 39 da LGPD: tratará esses dados apenas conforme as instruções do CONTRATANTE, não os copiará nem compartilhará, comunicará sem demora qualquer incidente de segurança e os eliminará ao término do contrato.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Rescisão',
      paragraphs: [
        'Qualquer das partes poderá rescindir este contrato, sem justa causa, mediante aviso prévio por escrito de 15 (quinze) dias. Nesse caso, o CONTRATANTE pagará os serviços executados até a data da rescisão, proporcionalmente às etapas concluídas e aos produtos cadastrados, e a parte que rescindir pagará à outra multa de 10% (dez por cento) sobre o valor da parte do contrato ainda não executada.',
        'O sinal remunera o planejamento e os trabalhos já iniciados: na rescisão sem justa causa pelo CONTRATANTE, será abatido dos valores devidos e não será restituído na parte que os cobrir. Na rescisão sem justa causa pelo(a) CONTRATADO(A), este(a) restituirá o que tiver recebido por serviços não executados, além da multa.',
        'O contrato poderá ser rescindido de imediato, sem multa para a parte inocente, se a outra descumprir obrigação contratual e não sanar a falta em 5 (cinco) dias úteis após notificada por e-mail. Em qualquer caso, as contas da plataforma e dos meios de pagamento permanecem com o CONTRATANTE, o(a) CONTRATADO(A) deixará de usar os acessos recebidos, e a cessão de direitos limitar-se-á às etapas pagas.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitação de responsabilidade',
      paragraphs: [
        'A responsabilidade do(a) CONTRATADO(A) por danos decorrentes deste contrato fica limitada ao valor efetivamente recebido do CONTRATANTE, e nenhuma das partes responderá por danos indiretos, lucros cessantes, perda de vendas ou de receitas, salvo em caso de dolo ou culpa grave, e ressalvadas as hipóteses em que a lei não admita limitação.',
        'O CONTRATANTE é o único responsável pelos produtos que vende, pelos preços, textos, imagens e marcas que fornece ou publica, pelas obrigações fiscais e de consumo de sua atividade e pela relação com seus clientes, e manterá o(a) CONTRATADO(A) indene de reclamações de consumidores, fornecedores, autoridades ou terceiros a esse respeito.',
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
