// Contrato de prestação de serviços de gestão de redes sociais e marketing digital, com mensalidade
// (contrato recorrente): calendário editorial, fluxo de aprovação de conteúdo, verba de anúncios paga
// pelo CONTRATANTE diretamente às plataformas, acesso às contas e reajuste anual pelo IPCA.
// Fundamentos e onde lê-los:
// - Código Civil (Lei 10.406/2002), arts. 593 a 609 (prestação de serviço) e 389, 395 e 406 (mora):
//   https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm
// - Lei 10.192/2001, art. 2º, § 1º (reajuste com periodicidade anual):
//   https://www.planalto.gov.br/ccivil_03/leis/leis_2001/l10192.htm
// - Lei 9.610/1998 (direitos autorais): https://www.planalto.gov.br/ccivil_03/leis/l9610.htm
// - Lei 13.709/2018 (LGPD): https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm
// - Lei 8.078/1990 (CDC), arts. 36 a 38 (publicidade): https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm
// - MP 2.200-2/2001, art. 10, § 2º: https://www.planalto.gov.br/ccivil_03/mpv/antigas_2001/2200-2.htm
// - Lei 14.063/2020 (assinaturas eletrônicas): https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/lei/l14063.htm
// Escrito para o Valora, 2026-11; modelo para adaptar, não revisado por advogado salvo se o operador
// o declarar.
import type { TemplateText } from '../types';

export const ptBR: TemplateText = {
  title: 'Contrato de prestação de serviços de gestão de redes sociais',
  summary:
    'Para gestão mensal de redes sociais e marketing digital: calendário de conteúdo, aprovação pelo cliente, anúncios pagos pelo cliente e reajuste anual pelo IPCA.',
  clauses: [
    {
      key: 'partes',
      heading: 'Das partes',
      paragraphs: [
        'CONTRATADO(A): {{profissional.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{profissional.cpf_cnpj}}, com endereço em {{profissional.endereco}}, e-mail {{profissional.email}}, doravante denominado(a) CONTRATADO(A).',
        'CONTRATANTE: {{cliente.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{cliente.cpf_cnpj}}, com endereço em {{cliente.endereco}}, e-mail {{cliente.email}}, doravante denominado(a) CONTRATANTE.',
        'As partes acima qualificadas celebram o presente contrato de prestação de serviços, regido pelos arts. 593 a 609 do Código Civil e pelas cláusulas seguintes.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Do objeto e do escopo',
      paragraphs: [
        'O objeto deste contrato é a prestação, pelo(a) CONTRATADO(A), de serviços contínuos de gestão de redes sociais e marketing digital para o CONTRATANTE, conforme a proposta "{{proposta.titulo}}", de {{proposta.data}}, que integra este contrato e compreende os seguintes itens:',
        '{{proposta.itens}}',
        'Parágrafo primeiro. O volume mensal de publicações, as redes atendidas e os demais serviços são os indicados na proposta; o que nela não constar, como produção de fotos e vídeos em estúdio ou em eventos, atendimento ao público em tempo integral, contratação de influenciadores e criação de sites, não integra o escopo.',
        'Parágrafo segundo. A obrigação do(a) CONTRATADO(A) é de meio: compromete-se a empregar técnica e diligência, sem garantir número de seguidores, alcance, engajamento, vendas ou outro resultado, que dependem também do mercado, do produto e dos algoritmos das plataformas.',
      ],
    },
    {
      key: 'vigencia',
      heading: 'Da vigência e da renovação',
      paragraphs: [
        'Este contrato vigora por {{contrato.vigencia_meses}} meses a contar da sua assinatura e renova-se automaticamente por períodos iguais e sucessivos, salvo se uma das partes comunicar à outra, por escrito, com antecedência mínima de 30 (trinta) dias do término do período em curso, que não deseja renová-lo.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Da implantação, do calendário e da aprovação de conteúdo',
      paragraphs: [
        'A implantação (diagnóstico dos perfis, planejamento estratégico e primeiro calendário editorial) será entregue em até {{contrato.prazo_entrega}} dias, contados do pagamento da primeira mensalidade e do recebimento do briefing, dos materiais e dos acessos previstos neste contrato, o que ocorrer por último.',
        'Parágrafo primeiro. A partir de então, o(a) CONTRATADO(A) apresentará, até o dia 25 (vinte e cinco) de cada mês, o calendário editorial do mês seguinte, com as artes e legendas previstas, pelo meio combinado entre as partes (e-mail ou ferramenta de aprovação).',
        'Parágrafo segundo. Nenhum conteúdo será publicado sem aprovação do CONTRATANTE, que a dará por escrito em até 2 (dois) dias úteis do envio, podendo pedir até 2 (duas) rodadas de ajustes por peça; ajustes adicionais ou mudanças de tema após a aprovação contam como alteração de escopo. Quando a moderação de comentários e mensagens constar da proposta, as respostas seguirão as diretrizes de atendimento previamente aprovadas pelo CONTRATANTE.',
        'Parágrafo terceiro. O conteúdo não aprovado no prazo terá sua publicação remarcada dentro do mesmo mês, se houver data disponível; não sendo possível, a publicação será considerada realizada para fins do volume mensal, sem redução da mensalidade, por se tratar de atraso não imputável ao(à) CONTRATADO(A).',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Do preço e da forma de pagamento',
      paragraphs: [
        'Pelos serviços, o CONTRATANTE pagará ao(à) CONTRATADO(A) a mensalidade de {{contrato.mensalidade}}, paga antecipadamente, com vencimento no dia {{contrato.dia_vencimento}} de cada mês.',
        'Parágrafo primeiro. A primeira mensalidade será paga em até 3 (três) dias úteis da assinatura deste contrato, e o início dos serviços fica condicionado ao seu pagamento; a diferença de dias entre o início e o primeiro vencimento regular será acertada proporcionalmente, para mais ou para menos, na mensalidade seguinte.',
        'Parágrafo segundo. Os pagamentos serão feitos por Pix para a chave {{profissional.pix}}, valendo o comprovante como recibo, sem prejuízo da emissão de nota fiscal quando cabível.',
        'Parágrafo terceiro. A mensalidade não inclui a verba de anúncios, ferramentas e assinaturas de terceiros, bancos de imagens pagos, impulsionamentos nem despesas de deslocamento, que serão custeados pelo CONTRATANTE quando por ele aprovados.',
      ],
    },
    {
      key: 'verba_anuncios',
      heading: 'Da verba de anúncios',
      paragraphs: [
        'A verba destinada a anúncios e impulsionamentos (Meta, Google, TikTok, LinkedIn ou outras plataformas) será definida pelo CONTRATANTE e paga por ele diretamente às plataformas, por meio de forma de pagamento cadastrada em sua própria conta de anúncios; o(a) CONTRATADO(A) não recebe, adianta nem administra valores de mídia em nome do CONTRATANTE.',
        'Parágrafo único. A aprovação de anúncios, seu custo e sua entrega são decididos pelas plataformas conforme as políticas delas; reprovações, bloqueios ou variações de custo não são imputáveis ao(à) CONTRATADO(A), que proporá os ajustes necessários.',
      ],
    },
    {
      key: 'reajuste',
      heading: 'Do reajuste',
      paragraphs: [
        'A mensalidade será reajustada a cada período de 12 (doze) meses contado da assinatura, pela variação acumulada do IPCA (Índice Nacional de Preços ao Consumidor Amplo), divulgado pelo IBGE, nos 12 (doze) meses anteriores, na forma do art. 2º, § 1º, da Lei 10.192/2001.',
        'Parágrafo único. Se a variação for negativa, a mensalidade será mantida; se o IPCA deixar de ser divulgado, será aplicado o índice oficial que o substituir.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Do atraso no pagamento',
      paragraphs: [
        'O atraso no pagamento de qualquer valor sujeitará o CONTRATANTE a multa de 2% (dois por cento) sobre o valor devido, juros de mora de 1% (um por cento) ao mês, calculados pro rata die, e correção monetária pelo IPCA desde o vencimento até o efetivo pagamento.',
        'Parágrafo primeiro. Persistindo o atraso por mais de 10 (dez) dias, o(a) CONTRATADO(A) poderá, mediante aviso por e-mail, suspender as publicações e a gestão das contas até a regularização, sem que isso caracterize descumprimento contratual; o atraso superior a 30 (trinta) dias autoriza a rescisão por justa causa.',
        'Parágrafo segundo. A suspensão não autoriza o(a) CONTRATADO(A) a alterar senhas, remover administradores nem reter o acesso do CONTRATANTE às suas contas e aos seus conteúdos.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Das alterações de escopo e dos serviços extras',
      paragraphs: [
        'Publicações além do volume mensal, novas redes, campanhas sazonais, coberturas de eventos e outros serviços não previstos na proposta serão cobrados à parte, à razão de {{profissional.valor_hora}} por hora de trabalho, mediante orçamento prévio aprovado pelo CONTRATANTE por escrito ou por e-mail.',
        'Parágrafo único. O volume mensal não utilizado por iniciativa ou omissão do CONTRATANTE não se acumula para os meses seguintes nem gera desconto, salvo acordo escrito em sentido diverso.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Das obrigações do(a) CONTRATADO(A)',
      paragraphs: [
        'São obrigações do(a) CONTRATADO(A): a) executar os serviços com zelo, técnica e pontualidade, respeitando a identidade e o tom de voz do CONTRATANTE; b) publicar somente conteúdo aprovado; c) enviar relatório mensal com as principais métricas das contas e dos anúncios; d) responder às mensagens do CONTRATANTE em até 2 (dois) dias úteis; e) utilizar apenas imagens, fontes e músicas com licença adequada ao uso; f) informar de imediato qualquer problema de acesso, bloqueio ou crise de reputação de que tome conhecimento.',
        'Parágrafo único. O(A) CONTRATADO(A) presta os serviços com autonomia, com seus próprios meios e sem exclusividade, não havendo vínculo empregatício nem subordinação entre as partes.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Das obrigações do CONTRATANTE',
      paragraphs: [
        'São obrigações do CONTRATANTE: a) pagar pontualmente a mensalidade; b) fornecer briefing, logotipo, fotos, informações sobre produtos, preços e promoções, com a antecedência necessária; c) aprovar ou pedir ajustes nos prazos deste contrato; d) manter ativa a forma de pagamento das contas de anúncios; e) designar um responsável pelas aprovações e comunicações; f) informar ao(à) CONTRATADO(A) qualquer restrição legal ou regulatória do seu setor.',
        'Parágrafo único. O CONTRATANTE é responsável pela veracidade das ofertas e informações que fornece para divulgação, nos termos dos arts. 36 a 38 do Código de Defesa do Consumidor (Lei 8.078/1990), e pela regularidade de sorteios e promoções que decidir realizar.',
      ],
    },
    {
      key: 'acesso_contas',
      heading: 'Do acesso às contas',
      paragraphs: [
        'As páginas, perfis, contas de anúncios e seguidores pertencem ao CONTRATANTE, que concederá ao(à) CONTRATADO(A) acesso de parceiro ou de administrador pelas ferramentas próprias de cada plataforma, evitando o compartilhamento de senhas; perfis criados durante o contrato serão registrados em nome do CONTRATANTE.',
        'Parágrafo primeiro. O(A) CONTRATADO(A) guardará sigilo das credenciais, usará autenticação em dois fatores e não alterará senhas nem removerá administradores sem autorização escrita do CONTRATANTE.',
        'Parágrafo segundo. Ao término do contrato, o(a) CONTRATADO(A) removerá seu próprio acesso em até 5 (cinco) dias úteis, e o CONTRATANTE deverá revogar as permissões concedidas e trocar as senhas eventualmente compartilhadas.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Dos direitos autorais',
      paragraphs: [
        'Os direitos patrimoniais de autor sobre as artes, textos e vídeos criados pelo(a) CONTRATADO(A) e aprovados pelo CONTRATANTE ficam cedidos ao CONTRATANTE, nos termos da Lei 9.610/1998, para uso em seus canais e em sua comunicação, após o pagamento integral da mensalidade do mês em que foram produzidos. Arquivos editáveis e peças não aprovadas permanecem com o(a) CONTRATADO(A), salvo previsão em contrário na proposta.',
        'Parágrafo primeiro. Os direitos morais do autor são inalienáveis e irrenunciáveis (arts. 24 e 27 da Lei 9.610/1998). Imagens de bancos, fontes e músicas de terceiros seguem as licenças respectivas, e músicas das bibliotecas das plataformas só podem ser usadas nelas.',
        'Parágrafo segundo. O(A) CONTRATADO(A) poderá exibir as peças publicadas em seu portfólio, salvo se o CONTRATANTE as indicar como confidenciais. O CONTRATANTE garante ter os direitos sobre os materiais que fornece, inclusive a autorização de uso da imagem das pessoas neles retratadas.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Da confidencialidade',
      paragraphs: [
        'As partes manterão sigilo sobre as informações não públicas a que tiverem acesso em razão deste contrato, como estratégias, campanhas ainda não lançadas, métricas, dados comerciais e credenciais, usando-as apenas para a execução dos serviços, durante a vigência e por 2 (dois) anos após o seu término.',
        'Parágrafo único. Não são confidenciais as informações que já forem públicas sem culpa da parte que as recebeu ou cuja divulgação seja exigida por lei ou por ordem judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Da proteção de dados pessoais',
      paragraphs: [
        'As partes tratarão dados pessoais de acordo com a Lei 13.709/2018 (LGPD). Cada parte é controladora dos dados pessoais que fornece à outra, como os de seus representantes e contatos, que serão usados somente para a execução deste contrato.',
        'Parágrafo primeiro. Quanto aos dados do público do CONTRATANTE a que tiver acesso nas contas (comentários, mensagens e contatos de interessados), de que o CONTRATANTE é controlador, o(a) CONTRATADO(A) atuará como operador, tratando-os apenas conforme as instruções do CONTRATANTE e para as finalidades deste contrato.',
        'Parágrafo segundo. As partes adotarão medidas de segurança adequadas, comunicarão uma à outra, sem demora, qualquer incidente que envolva tais dados e, ao término do contrato, eliminarão os dados recebidos, ressalvada a guarda exigida por lei.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Da rescisão',
      paragraphs: [
        'Qualquer das partes poderá rescindir este contrato sem justa causa mediante aviso prévio escrito de 30 (trinta) dias, durante os quais os serviços e as mensalidades seguem normalmente. A parte que rescindir sem observar o aviso prévio pagará à outra multa equivalente a 1 (uma) mensalidade vigente.',
        'Parágrafo primeiro. O contrato poderá ser rescindido por justa causa, independentemente de aviso prévio ou multa, se a outra parte descumprir obrigação e não sanar a falta em 10 (dez) dias da notificação.',
        'Parágrafo segundo. A mensalidade do mês em curso, já paga, remunera o trabalho iniciado no período e não é restituída; em qualquer caso de rescisão, são devidos os valores dos serviços prestados até a data do término.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Da limitação de responsabilidade',
      paragraphs: [
        'A responsabilidade do(a) CONTRATADO(A) por danos decorrentes deste contrato fica limitada ao valor total efetivamente pago pelo CONTRATANTE nos 12 (doze) meses anteriores ao fato, excluídos lucros cessantes e danos indiretos, ressalvados os casos de dolo ou culpa grave.',
        'Parágrafo único. O(A) CONTRATADO(A) não responde por instabilidades, mudanças de regras ou de algoritmo, bloqueios e suspensões determinados pelas plataformas, por comentários de terceiros, nem pelo conteúdo, informações e materiais fornecidos pelo CONTRATANTE, pelos quais este responde.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Da assinatura eletrônica',
      paragraphs: [
        'As partes concordam em assinar este contrato eletronicamente pela plataforma Valora, com verificação do e-mail por código e registro do IP, da data e hora e do hash SHA-256 do conteúdo assinado, e reconhecem esse meio como prova de autoria e integridade, nos termos do art. 10, § 2º, da MP 2.200-2/2001 e da Lei 14.063/2020.',
      ],
    },
    {
      key: 'foro',
      heading: 'Do foro',
      paragraphs: [
        'Fica eleito o foro da comarca de {{profissional.cidade}} para dirimir as questões oriundas deste contrato, com renúncia a qualquer outro, por mais privilegiado que seja.',
        'E, por estarem de acordo, as partes assinam este contrato eletronicamente.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
