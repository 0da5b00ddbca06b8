// Contrato de prestação de serviços de criação de site (institucional, landing page, portfólio ou
// blog), com aprovação de layout, publicação, hospedagem e domínio em nome do cliente e suporte
// após a publicação. Modelo da biblioteca premium (Web Designer). Fundamentos: Código Civil,
// arts. 593 a 609, https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm;
// Lei 9.610/1998 (direitos autorais), https://www.planalto.gov.br/ccivil_03/leis/l9610.htm;
// Lei 9.609/1998 (programa de computador), https://www.planalto.gov.br/ccivil_03/leis/l9609.htm;
// Lei 13.709/2018 (LGPD), https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm;
// Lei 8.078/1990 (CDC), https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm;
// MP 2.200-2/2001, art. 10, § 2º, https://www.planalto.gov.br/ccivil_03/mpv/antigas_2001/2200-2.htm;
// Lei 14.063/2020, https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/lei/l14063.htm.
// Written for Valora, 2026-11; models to adapt, not reviewed by a lawyer unless the operator says so.
import type { TemplateText } from '../types';

export const ptBR: TemplateText = {
  title: 'Contrato de prestação de serviços de criação de site',
  summary:
    'Para projetos de site institucional, landing page, portfólio ou blog, do layout à publicação, com hospedagem e domínio em nome do cliente.',
  clauses: [
    {
      key: 'partes',
      heading: 'Das partes',
      paragraphs: [
        'CONTRATADO(A): {{profissional.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{profissional.cpf_cnpj}}, com endereço em {{profissional.endereco}}, e-mail {{profissional.email}}, doravante denominado(a) CONTRATADO(A).',
        'CONTRATANTE: {{cliente.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{cliente.cpf_cnpj}}, com endereço em {{cliente.endereco}}, e-mail {{cliente.email}}, doravante denominado(a) CONTRATANTE.',
        'As partes acima qualificadas celebram o presente contrato de prestação de serviços de criação de site, que se regerá pelas cláusulas seguintes e pelos arts. 593 a 609 do Código Civil. Os e-mails indicados são os canais oficiais de comunicação entre as partes, inclusive para aprovações e notificações.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Objeto e escopo',
      paragraphs: [
        'O objeto deste contrato é a prestação, pelo(a) CONTRATADO(A), dos serviços de planejamento, design, desenvolvimento e publicação de site para o CONTRATANTE, conforme a proposta "{{proposta.titulo}}", de {{proposta.data}}, que compreende os seguintes itens:',
        '{{proposta.itens}}',
        'Salvo disposição diversa na proposta, o site será responsivo (adaptado a computadores, tablets e celulares), compatível com as versões atuais dos principais navegadores e entregue com configuração básica de otimização para buscadores (títulos, descrições e mapa do site). O número de páginas, seções, idiomas e funcionalidades é o descrito na proposta.',
        'Parágrafo único. Não estão incluídos no preço, salvo previsão expressa na proposta: redação de textos, produção ou compra de fotografias, ilustrações e vídeos, tradução, licenças de temas, plugins ou fontes pagas, hospedagem, domínio, campanhas de anúncios e manutenção após o período de suporte previsto neste contrato.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Prazos e etapas',
      paragraphs: [
        'O(A) CONTRATADO(A) entregará o site pronto para aprovação final em até {{contrato.prazo_entrega}} dias corridos, contados da data em que ocorrer por último: o pagamento do sinal ou o recebimento do briefing preenchido e dos conteúdos (textos, imagens e logotipo) indicados na proposta.',
        'O projeto seguirá as etapas: a) briefing e estrutura de páginas; b) layout ou protótipo da página inicial e das páginas-modelo; c) desenvolvimento das páginas aprovadas; d) revisão final e publicação.',
        'Parágrafo único. O prazo fica suspenso, e é prorrogado pelo mesmo número de dias, enquanto o CONTRATANTE estiver em atraso com pagamentos, aprovações, conteúdos ou acessos que lhe cabem, e durante a análise de alterações de escopo que solicitar.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Aprovação do layout, revisão final e publicação',
      paragraphs: [
        'O layout será apresentado ao CONTRATANTE, que terá 5 (cinco) dias úteis para aprová-lo ou pedir ajustes, por e-mail. Estão incluídas até 2 (duas) rodadas de ajustes no layout; aprovado o layout, mudanças de estrutura ou de design seguem a cláusula de alterações de escopo.',
        'Concluído o desenvolvimento, o site será disponibilizado em endereço provisório para a revisão final. O CONTRATANTE terá 5 (cinco) dias úteis para apontar erros ou diferenças em relação ao layout aprovado, e o(a) CONTRATADO(A) fará as correções em uma rodada.',
        'Considera-se aprovado o site quando o CONTRATANTE o aprovar expressamente ou quando transcorrer o prazo de revisão sem apontamentos. Aprovado o site, o(a) CONTRATADO(A) o publicará na hospedagem e no domínio do CONTRATANTE, e entregará os acessos de administrador e uma orientação básica de uso do painel de conteúdo, quando houver.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Preço e forma de pagamento',
      paragraphs: [
        'Pelos serviços, o CONTRATANTE pagará ao(à) CONTRATADO(A) o valor total de {{proposta.total}}, da seguinte forma: a) sinal de {{proposta.sinal_percentual}} do total, correspondente a {{proposta.sinal_valor}}, na assinatura deste contrato; b) saldo de {{proposta.saldo}}, em {{contrato.parcelas}} parcela(s) mensal(is) e sucessiva(s), a primeira com vencimento na aprovação do site.',
        'Os pagamentos serão feitos por Pix, para a chave {{profissional.pix}}, valendo o comprovante de transferência como recibo. O(A) CONTRATADO(A) emitirá a nota fiscal ou o recibo correspondente a cada pagamento, quando exigível.',
        'Parágrafo único. O preço não inclui os serviços de terceiros indicados neste contrato (hospedagem, domínio, licenças de temas, plugins, fontes e bancos de imagens), que serão contratados e pagos diretamente pelo CONTRATANTE, salvo ajuste diverso por escrito.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Atraso no pagamento',
      paragraphs: [
        'O atraso em qualquer pagamento sujeitará o CONTRATANTE a multa de 2% (dois por cento) sobre o valor em atraso, juros de mora de 1% (um por cento) ao mês, calculados pro rata die, e correção monetária pelo IPCA, desde o vencimento até o efetivo pagamento.',
        'Parágrafo único. Havendo atraso superior a 10 (dez) dias, o(a) CONTRATADO(A) poderá, mediante aviso por e-mail, suspender os serviços e a publicação até a regularização, prorrogando-se os prazos pelo período da suspensão, sem prejuízo da rescisão prevista neste contrato.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Alterações de escopo',
      paragraphs: [
        'Pedidos de novas páginas, seções, idiomas ou funcionalidades, de rodadas de ajustes além das incluídas, ou de mudanças no layout já aprovado serão avaliados pelo(a) CONTRATADO(A), que informará por escrito a estimativa de horas e o impacto no prazo antes de executá-los.',
        'As horas adicionais serão cobradas à razão de {{profissional.valor_hora}} por hora, valor da hora técnica do(a) CONTRATADO(A), e somente serão executadas após a concordância do CONTRATANTE por escrito, inclusive por e-mail. Os valores adicionais serão pagos com a parcela seguinte ou, não havendo, na entrega da alteração.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obrigações do(a) CONTRATADO(A)',
      paragraphs: [
        'São obrigações do(a) CONTRATADO(A): a) executar os serviços com técnica e diligência, observando boas práticas de usabilidade, acessibilidade, desempenho e segurança; b) cumprir os prazos ajustados, ressalvadas as suspensões previstas neste contrato; c) manter o CONTRATANTE informado sobre o andamento de cada etapa; d) usar temas, plugins, fontes e imagens apenas com licenças que permitam o uso no site, informando ao CONTRATANTE as que dependem de pagamento ou renovação; e) guardar sigilo e proteger as senhas e os acessos recebidos; f) prestar o suporte previsto neste contrato.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obrigações do CONTRATANTE',
      paragraphs: [
        'São obrigações do CONTRATANTE: a) pagar o preço nas datas ajustadas; b) fornecer o briefing, os textos, as imagens, o logotipo e as demais informações do site em tempo hábil e em formato adequado; c) responder às aprovações nos prazos previstos, por meio de uma pessoa responsável; d) contratar e manter em seu nome a hospedagem e o domínio, na forma deste contrato; e) garantir que possui os direitos sobre os conteúdos que fornece e que as informações publicadas são verdadeiras e lícitas; f) alterar as senhas de acesso após a entrega e manter cópias de segurança do site a partir da publicação.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Hospedagem e domínio',
      paragraphs: [
        'O domínio e a hospedagem do site serão registrados e contratados em nome do CONTRATANTE, que será o seu único titular e arcará diretamente com os respectivos custos e renovações. O(A) CONTRATADO(A) poderá orientar a escolha dos fornecedores e, com os acessos fornecidos pelo CONTRATANTE, fará a configuração necessária à publicação, incluindo o apontamento do domínio e o certificado de segurança (SSL) oferecido pela hospedagem.',
        'A disponibilidade do site, a velocidade do servidor, as cópias de segurança automáticas e os serviços de e-mail dependem do fornecedor de hospedagem escolhido pelo CONTRATANTE e não são de responsabilidade do(a) CONTRATADO(A). O CONTRATANTE é responsável por renovar o domínio e a hospedagem nos prazos, e a perda do domínio ou a suspensão da hospedagem por falta de renovação não gera responsabilidade para o(a) CONTRATADO(A).',
        'Parágrafo único. Atualizações, manutenção técnica, cópias de segurança e alterações de conteúdo após o período de suporte não fazem parte deste contrato e, se desejadas, serão objeto de contrato específico de manutenção.',
      ],
    },
    {
      key: 'garantia_suporte',
      heading: 'Suporte após a publicação',
      paragraphs: [
        'Pelo prazo de 30 (trinta) dias contados da publicação, o(a) CONTRATADO(A) corrigirá gratuitamente erros de funcionamento ou de exibição do site que decorram do seu trabalho e o tirem do padrão aprovado, iniciando a análise em até 3 (três) dias úteis após a comunicação por e-mail.',
        'O suporte não cobre: a) alterações feitas no site pelo CONTRATANTE ou por terceiros; b) falhas da hospedagem, do domínio ou de serviços externos; c) problemas causados por atualizações de temas, plugins, navegadores ou da plataforma feitas após a publicação; d) inclusão de conteúdos ou de novas funcionalidades.',
        'Parágrafo único. Este suporte não exclui nem reduz os direitos do CONTRATANTE que seja consumidor, nos termos da Lei 8.078/1990 (Código de Defesa do Consumidor). O(A) CONTRATADO(A) não garante posição em resultados de buscadores, volume de acessos ou resultados comerciais, que dependem de fatores fora do seu controle.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Direitos autorais',
      paragraphs: [
        'O layout, os elementos gráficos criados e o código desenvolvido especificamente para o site são obras protegidas pela Lei 9.610/1998 e, quanto ao código, pela Lei 9.609/1998. Após o pagamento integral do preço, o(a) CONTRATADO(A) cede ao CONTRATANTE, em caráter definitivo, os direitos patrimoniais sobre essas criações, para uso, modificação e reprodução no site e nos demais meios digitais do CONTRATANTE, sem limite de tempo. Até o pagamento integral, o CONTRATANTE tem licença de uso não exclusiva e intransferível dessas criações, inclusive para a publicação, que se extinguirá se o contrato for rescindido por falta de pagamento.',
        'Temas, plugins, fontes, ícones, bibliotecas e imagens de terceiros continuam regidos por suas próprias licenças, e o CONTRATANTE deverá observá-las. Os layouts não aprovados e os estudos não escolhidos continuam sendo do(a) CONTRATADO(A).',
        'Os direitos morais do(a) CONTRATADO(A) permanecem preservados, nos termos do art. 24 da Lei 9.610/1998, e ele(a) desde já autoriza as alterações e atualizações que o CONTRATANTE vier a fazer no site. O(A) CONTRATADO(A) poderá exibir o site em seu portfólio e incluir um crédito discreto no rodapé, salvo se o CONTRATANTE declarar o projeto confidencial ou pedir, por escrito, a retirada do crédito.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidencialidade',
      paragraphs: [
        'As partes manterão sob sigilo as informações não públicas a que tiverem acesso em razão deste contrato, como senhas, dados de clientes, estratégias e condições comerciais, e os conteúdos do site antes da publicação, usando-as somente para a execução deste contrato.',
        'A obrigação de sigilo vale durante o contrato e por 2 (dois) anos após o seu término, e não se aplica a informações que se tornarem públicas sem culpa da parte que as recebeu ou cuja divulgação for exigida por lei ou ordem judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Proteção de dados pessoais',
      paragraphs: [
        'As partes tratarão os dados pessoais uma da outra em conformidade com a Lei 13.709/2018 (Lei Geral de Proteção de Dados Pessoais, LGPD), cada uma como controladora dos dados que coleta, somente para executar este contrato e cumprir obrigações legais, com medidas de segurança adequadas, e os eliminarão ao término do contrato, salvo obrigação legal de guarda.',
        'O CONTRATANTE é o controlador dos dados pessoais dos visitantes coletados pelo site (formulários, cookies, ferramentas de estatística e de anúncios) e é responsável por definir as finalidades e as bases legais do tratamento, publicar a política de privacidade e o aviso de cookies e atender os titulares. O(A) CONTRATADO(A) implementará os recursos técnicos previstos na proposta para esse fim.',
        'Parágrafo único. Se tiver acesso a dados pessoais de visitantes ou clientes do CONTRATANTE durante o projeto, o(a) CONTRATADO(A) atuará como operador(a), nos termos do art. 39 da LGPD: tratará esses dados apenas conforme as instruções do CONTRATANTE, não os compartilhará, comunicará sem demora qualquer incidente de segurança e os eliminará ao término do contrato.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Rescisão',
      paragraphs: [
        'Qualquer das partes poderá rescindir este contrato, sem justa causa, mediante aviso prévio por escrito de 15 (quinze) dias. Nesse caso, o CONTRATANTE pagará os serviços executados até a data da rescisão, proporcionalmente às etapas concluídas, e a parte que rescindir pagará à outra multa de 10% (dez por cento) sobre o valor da parte do contrato ainda não executada.',
        'O sinal remunera o planejamento e os trabalhos já iniciados: na rescisão sem justa causa pelo CONTRATANTE, será abatido dos valores devidos e não será restituído na parte que os cobrir. Na rescisão sem justa causa pelo(a) CONTRATADO(A), este(a) restituirá o que tiver recebido por serviços não executados, além da multa.',
        'O contrato poderá ser rescindido de imediato, sem multa para a parte inocente, se a outra descumprir obrigação contratual e não sanar a falta em 5 (cinco) dias úteis após notificada por e-mail. Em qualquer caso, o CONTRATANTE receberá os arquivos das etapas pagas, e a cessão de direitos limitar-se-á a eles.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitação de responsabilidade',
      paragraphs: [
        'A responsabilidade do(a) CONTRATADO(A) por danos decorrentes deste contrato fica limitada ao valor efetivamente recebido do CONTRATANTE, e nenhuma das partes responderá por danos indiretos, lucros cessantes ou perda de receitas, salvo em caso de dolo ou culpa grave, e ressalvadas as hipóteses em que a lei não admita limitação.',
        'O CONTRATANTE é o único responsável pelos textos, imagens, marcas, preços e demais informações que fornecer ou publicar no site, inclusive após a entrega, e manterá o(a) CONTRATADO(A) indene de reclamações de terceiros a esse respeito, como as de violação de direitos autorais, de marca ou de imagem.',
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
