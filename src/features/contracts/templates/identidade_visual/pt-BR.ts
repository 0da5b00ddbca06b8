// Contrato de prestação de serviços de identidade visual: criação de logotipo, paleta, tipografia,
// manual de marca e aplicações, com cessão dos direitos patrimoniais após o pagamento integral.
// Fundamentos: Código Civil, arts. 593 a 609, 389 e 393
// (https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm); Lei 9.610/1998, direitos autorais,
// arts. 24, 27, 49 e 50 (https://www.planalto.gov.br/ccivil_03/leis/l9610.htm); Lei 9.279/1996, propriedade
// industrial, registro de marca no INPI (https://www.planalto.gov.br/ccivil_03/leis/l9279.htm); Lei 13.709/2018,
// LGPD (https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm); MP 2.200-2/2001, art. 10, § 2º
// (https://www.planalto.gov.br/ccivil_03/mpv/antigas_2001/2200-2.htm); Lei 14.063/2020, assinaturas
// eletrônicas (https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/lei/l14063.htm); Código de Defesa do
// Consumidor, Lei 8.078/1990 (https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm).
// Escrito para o Valora, 2026-11; modelo a adaptar, não revisado por advogado salvo indicação do operador.
import type { TemplateText } from '../types';

export const ptBR: TemplateText = {
  title: 'Contrato de prestação de serviços de identidade visual',
  summary: 'Para criação de logotipo, identidade visual e manual de marca, com cessão dos direitos após o pagamento.',
  clauses: [
    {
      key: 'partes',
      heading: 'Das partes',
      paragraphs: [
        'De um lado, {{profissional.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{profissional.cpf_cnpj}}, com endereço em {{profissional.endereco}} e e-mail {{profissional.email}}, doravante denominado(a) CONTRATADO(A); e, de outro lado, {{cliente.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{cliente.cpf_cnpj}}, com endereço em {{cliente.endereco}} e e-mail {{cliente.email}}, doravante denominado(a) CONTRATANTE, celebram o presente contrato de prestação de serviços, que se rege pelas cláusulas seguintes e, no que elas não dispuserem, pelos arts. 593 a 609 do Código Civil.',
        'Parágrafo único. Os endereços de e-mail acima são os canais oficiais de comunicação entre as partes para todos os fins deste contrato.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Do objeto e do escopo',
      paragraphs: [
        'O objeto deste contrato é a criação, pelo(a) CONTRATADO(A), da identidade visual do CONTRATANTE, conforme a proposta "{{proposta.titulo}}", de {{proposta.data}}, que passa a integrar este contrato, compreendendo os seguintes itens:',
        '{{proposta.itens}}',
        'Parágrafo primeiro. Salvo disposição diversa na proposta, os arquivos finais do logotipo serão entregues em formato vetorial (SVG ou PDF) e em imagem (PNG), nas versões e cores nela previstas.',
        'Parágrafo segundo. Não estão incluídos, salvo se constarem da proposta: peças gráficas adicionais, impressão e acompanhamento gráfico, fotografia, redação de textos, site, registro da marca e arquivos de trabalho editáveis. Qualquer serviço não descrito será tratado como alteração de escopo.',
        'Parágrafo terceiro. Havendo divergência entre a proposta e este contrato, prevalece o disposto neste contrato.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Dos prazos',
      paragraphs: [
        'O(A) CONTRATADO(A) entregará os arquivos finais em até {{contrato.prazo_entrega}} dias corridos, contados da data em que ocorrer por último um dos seguintes fatos: a confirmação do pagamento do sinal ou o recebimento do briefing preenchido e dos materiais do CONTRATANTE, como marca anterior, referências e informações sobre o negócio e o público.',
        'Parágrafo único. O prazo fica suspenso enquanto o andamento depender de resposta, escolha, aprovação, material ou pagamento a cargo do CONTRATANTE, e volta a correr quando a pendência for atendida.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Das etapas de apresentação e aprovação',
      paragraphs: [
        'O(A) CONTRATADO(A) apresentará ao CONTRATANTE os conceitos de identidade visual previstos na proposta ou, na falta de indicação, até 2 (dois) conceitos distintos. O CONTRATANTE escolherá um deles em até 5 (cinco) dias úteis, e o conceito escolhido será a base de todo o trabalho seguinte.',
        'Parágrafo primeiro. Sobre o conceito escolhido estão incluídas no preço até 2 (duas) rodadas de ajustes, pedidas por escrito numa única mensagem em até 5 (cinco) dias úteis do recebimento de cada versão e entendidas como refinamentos de forma, cor, tipografia e proporção. O pedido de um conceito novo depois da escolha, ou de rodadas além dessas, segue a cláusula de alterações de escopo.',
        'Parágrafo segundo. Decorrido o prazo de manifestação sem resposta do CONTRATANTE, ou passando ele a usar a identidade visual em sua atividade, a etapa será considerada aprovada.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Do preço e da forma de pagamento',
      paragraphs: [
        'Pelos serviços, o CONTRATANTE pagará ao(à) CONTRATADO(A) o valor total de {{proposta.total}}, da seguinte forma: a) sinal de {{proposta.sinal_percentual}} do total, equivalente a {{proposta.sinal_valor}}, na assinatura deste contrato; b) saldo de {{proposta.saldo}}, em {{contrato.parcelas}} parcela(s) mensal(is), iguais e sucessivas, vencendo-se a primeira na data da entrega final e as demais a cada 30 (trinta) dias.',
        'Parágrafo primeiro. Os pagamentos serão feitos por Pix, para a chave {{profissional.pix}}, de titularidade do(a) CONTRATADO(A); o comprovante da transferência vale como quitação do valor pago, e o(a) CONTRATADO(A) emitirá recibo ou documento fiscal quando exigido por lei.',
        'Parágrafo segundo. Os trabalhos começam após a confirmação do pagamento do sinal.',
        'Parágrafo terceiro. Despesas necessárias aos serviços e não previstas na proposta, como deslocamentos, taxas e licenças de terceiros, dependem de aprovação prévia e por escrito do CONTRATANTE, que as reembolsará mediante comprovante.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Do atraso no pagamento',
      paragraphs: [
        'O atraso no pagamento de qualquer valor sujeitará o CONTRATANTE, independentemente de aviso, a multa de 2% (dois por cento) sobre o valor em atraso, juros de mora de 1% (um por cento) ao mês, calculados pro rata die, e correção monetária pelo IPCA, do vencimento até o efetivo pagamento.',
        'Parágrafo primeiro. Se o atraso ultrapassar 10 (dez) dias, o(a) CONTRATADO(A) poderá, mediante aviso por e-mail, suspender os serviços até a regularização, prorrogando-se os prazos de entrega pelo mesmo período, sem que a suspensão configure descumprimento de sua parte.',
        'Parágrafo segundo. Se o atraso ultrapassar 30 (trinta) dias, o(a) CONTRATADO(A) poderá rescindir o contrato por justa causa, na forma da cláusula de rescisão.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Das alterações de escopo',
      paragraphs: [
        'Qualquer alteração do escopo, como novos conceitos, novas peças ou aplicações da marca, mudanças em elementos já aprovados ou rodadas de ajustes além das previstas, deverá ser pedida pelo CONTRATANTE e aceita pelo(a) CONTRATADO(A) por escrito, admitido o e-mail, antes de sua execução.',
        'Parágrafo primeiro. Salvo orçamento específico aceito pelas partes, os serviços adicionais serão cobrados pelas horas efetivamente trabalhadas, ao valor de {{profissional.valor_hora}} por hora, e o(a) CONTRATADO(A) informará previamente a estimativa de horas e o efeito sobre o prazo de entrega.',
        'Parágrafo segundo. Os serviços adicionais serão pagos junto com a parcela seguinte ou, não havendo parcela a vencer, em até 10 (dez) dias da apresentação da cobrança, pela mesma forma de pagamento deste contrato.',
        'Parágrafo terceiro. O(A) CONTRATADO(A) não está obrigado(a) a executar alterações que não tenham sido ajustadas na forma desta cláusula.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Das obrigações do(a) CONTRATADO(A)',
      paragraphs: [
        'São obrigações do(a) CONTRATADO(A): a) criar a identidade visual com diligência e técnica adequadas, a partir do briefing, conforme o escopo e os prazos deste contrato; b) desenvolver criação original, sem copiar obra de terceiros; c) entregar os arquivos finais nos formatos previstos, organizados e prontos para uso em meios digitais e impressos; d) informar ao CONTRATANTE as fontes tipográficas e imagens de terceiros usadas e as licenças que elas exigem; e) usar os materiais e as informações recebidos apenas para a execução deste contrato.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Das obrigações do CONTRATANTE',
      paragraphs: [
        'São obrigações do CONTRATANTE: a) fornecer, nos prazos combinados, o briefing, as informações sobre o negócio e os materiais necessários; b) garantir que os materiais que fornecer lhe pertencem ou que tem autorização para usá-los, e que não violam direitos de terceiros; c) indicar uma pessoa com poderes para escolher o conceito e aprovar as etapas, e responder às consultas do(a) CONTRATADO(A) em até 5 (cinco) dias úteis; d) efetuar os pagamentos nas datas ajustadas; e) adquirir as licenças das fontes tipográficas e das imagens de terceiros indicadas pelo(a) CONTRATADO(A), quando necessárias; f) não utilizar os conceitos apresentados nem a identidade visual antes do pagamento integral, salvo autorização escrita do(a) CONTRATADO(A).',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Dos direitos autorais',
      paragraphs: [
        'O logotipo, os demais elementos da identidade visual e o manual de marca criados pelo(a) CONTRATADO(A) são obras intelectuais protegidas pela Lei nº 9.610/1998 (Lei de Direitos Autorais).',
        'Parágrafo primeiro. Após o pagamento integral do preço e dos serviços adicionais, o(a) CONTRATADO(A) cede ao CONTRATANTE, em caráter definitivo, exclusivo e sem custo adicional, os direitos patrimoniais de autor sobre a identidade visual aprovada, para reprodução, adaptação, aplicação e divulgação em quaisquer meios e suportes, no Brasil e no exterior, inclusive para registro como marca, nos termos dos arts. 49 e 50 da Lei nº 9.610/1998. Até o pagamento integral, o CONTRATANTE poderá apenas avaliar o material apresentado.',
        'Parágrafo segundo. Os direitos morais de autor, inalienáveis e irrenunciáveis (arts. 24 e 27 da Lei nº 9.610/1998), permanecem com o(a) CONTRATADO(A); pela natureza da obra, as partes ajustam que a indicação do nome do(a) CONTRATADO(A) nas aplicações cotidianas da marca é dispensada, sem prejuízo de seu direito de ser reconhecido(a) como autor(a).',
        'Parágrafo terceiro. Os conceitos não escolhidos e as versões não aprovadas permanecem do(a) CONTRATADO(A), que poderá reaproveitá-los em outros trabalhos, sem o nome e os elementos distintivos do CONTRATANTE. O(A) CONTRATADO(A) não criará para terceiros marca igual ou semelhante à identidade visual aprovada.',
        'Parágrafo quarto. Fontes tipográficas, imagens de banco e outros elementos de terceiros não são cedidos e seguem as licenças de seus titulares; os arquivos de trabalho editáveis só serão entregues se previstos na proposta.',
        'Parágrafo quinto. O(A) CONTRATADO(A) poderá apresentar o trabalho realizado, inclusive os estudos, em seu portfólio e em seus canais profissionais, a partir do lançamento da identidade visual pelo CONTRATANTE, salvo se este pedir sigilo por escrito.',
      ],
    },
    {
      key: 'registro_marca',
      heading: 'Da pesquisa e do registro da marca',
      paragraphs: [
        'A pesquisa de anterioridade e o pedido de registro da marca no Instituto Nacional da Propriedade Industrial (INPI), regidos pela Lei nº 9.279/1996, não fazem parte deste contrato, salvo se constarem da proposta, e cabem ao CONTRATANTE, que arcará com as respectivas taxas.',
        'Parágrafo único. Recomenda-se que o CONTRATANTE faça a pesquisa de anterioridade do nome e do sinal antes de aprovar o conceito final. O(A) CONTRATADO(A) garante que a criação é original, mas não responde pela existência de marca anterior igual ou semelhante registrada ou requerida por terceiros de que não tinha conhecimento.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Da confidencialidade',
      paragraphs: [
        'As partes manterão sigilo sobre as informações não públicas que receberem uma da outra em razão deste contrato, como dados comerciais, financeiros, técnicos, estratégicos e de clientes, e as usarão somente para a sua execução.',
        'Parágrafo primeiro. Não são confidenciais as informações que já eram públicas ou se tornarem públicas sem culpa da parte que as recebeu, as que ela já conhecia legitimamente e as que devam ser reveladas por ordem judicial ou de autoridade competente, caso em que a outra parte será avisada, quando a lei o permitir.',
        'Parágrafo segundo. O dever de sigilo vigora durante o contrato e por 2 (dois) anos após o seu término.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Da proteção de dados pessoais',
      paragraphs: [
        'As partes tratarão os dados pessoais envolvidos neste contrato em conformidade com a Lei nº 13.709/2018 (Lei Geral de Proteção de Dados Pessoais, LGPD).',
        'Parágrafo primeiro. Cada parte é controladora dos dados pessoais que trata para suas próprias finalidades, inclusive os dados de qualificação e de contato da outra parte, tratados para a execução deste contrato e para o cumprimento de obrigações legais (art. 7º, incisos II e V, da LGPD).',
        'Parágrafo segundo. Se, para executar os serviços, o(a) CONTRATADO(A) tiver acesso a dados pessoais de clientes, empregados ou terceiros fornecidos pelo CONTRATANTE, tratá-los-á apenas para os fins deste contrato e conforme as instruções lícitas do CONTRATANTE.',
        'Parágrafo terceiro. As partes adotarão medidas técnicas e administrativas de segurança aptas a proteger os dados pessoais de acessos não autorizados e de situações acidentais ou ilícitas, e avisarão uma à outra, em até 48 (quarenta e oito) horas, de incidente de segurança que os afete.',
        'Parágrafo quarto. Terminado o contrato, os dados pessoais recebidos da outra parte serão eliminados ou devolvidos, ressalvada a conservação exigida por lei ou necessária ao exercício regular de direitos (art. 16 da LGPD).',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Da rescisão',
      paragraphs: [
        'Qualquer das partes poderá rescindir este contrato sem justa causa, mediante aviso prévio por escrito de 15 (quinze) dias.',
        'Parágrafo primeiro. Na rescisão sem justa causa pelo CONTRATANTE, serão devidos ao(à) CONTRATADO(A): a) os serviços executados até o fim do aviso prévio, calculados pelas horas efetivamente trabalhadas, ao valor de {{profissional.valor_hora}} por hora, limitados ao preço total; b) multa rescisória de 10% (dez por cento) sobre a parte do preço correspondente aos serviços não executados; c) as despesas já autorizadas.',
        'Parágrafo segundo. O sinal remunera a reserva de agenda e os trabalhos iniciados e será abatido dos valores do parágrafo anterior. Iniciada a execução, o sinal não será devolvido; se a rescisão ocorrer antes do início dos trabalhos, será devolvido, descontadas as despesas comprovadas.',
        'Parágrafo terceiro. Na rescisão sem justa causa pelo(a) CONTRATADO(A), ele(a) entregará o trabalho executado até então, devolverá os valores recebidos por serviços não executados e pagará ao CONTRATANTE multa de 10% (dez por cento) sobre a parte do preço correspondente a esses serviços.',
        'Parágrafo quarto. Qualquer das partes poderá rescindir o contrato por justa causa, sem aviso prévio, se a outra descumprir obrigação contratual e não sanar a falta em 10 (dez) dias após notificação por e-mail; a parte que deu causa à rescisão pagará a multa prevista nesta cláusula, sem prejuízo dos valores devidos pelos serviços executados.',
        'Parágrafo quinto. Em qualquer caso de rescisão, o CONTRATANTE receberá os direitos previstos na cláusula de direitos autorais sobre as entregas que tiver pago integralmente.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Da limitação de responsabilidade',
      paragraphs: [
        'A responsabilidade total do(a) CONTRATADO(A) por danos decorrentes deste contrato fica limitada ao valor efetivamente pago pelo CONTRATANTE e não abrange lucros cessantes, perda de receita ou de oportunidades, nem outros danos indiretos, salvo em caso de dolo ou culpa grave.',
        'Parágrafo primeiro. O(A) CONTRATADO(A) não garante o resultado comercial da identidade visual nem a concessão do registro da marca, que dependem de fatores alheios ao seu trabalho.',
        'Parágrafo segundo. O CONTRATANTE é o único responsável pelo nome da marca, pelos textos e pelos materiais que fornecer, e responderá por reclamações de terceiros deles decorrentes.',
        'Parágrafo terceiro. Nenhuma das partes responde por atrasos ou falhas causados por caso fortuito ou força maior (art. 393 do Código Civil), nem o(a) CONTRATADO(A) por aqueles causados por atos do CONTRATANTE ou de terceiros por ele contratados.',
        'Parágrafo quarto. Se o CONTRATANTE for consumidor, esta cláusula aplica-se nos limites do Código de Defesa do Consumidor (Lei nº 8.078/1990).',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Da assinatura eletrônica',
      paragraphs: [
        'As partes concordam em assinar este contrato eletronicamente, por meio da plataforma Valora, com verificação do e-mail do CONTRATANTE por código de confirmação, autenticação do(a) CONTRATADO(A) em sua conta e registro do nome, do documento, do endereço IP, da data e hora da assinatura e do hash SHA-256 do conteúdo assinado.',
        'Parágrafo primeiro. Nos termos do art. 10, § 2º, da Medida Provisória nº 2.200-2/2001, as partes admitem esse meio como válido para comprovar a autoria e a integridade deste documento, e reconhecem-no como assinatura eletrônica avançada, na forma do art. 4º, inciso II, da Lei nº 14.063/2020.',
        'Parágrafo segundo. Qualquer alteração do conteúdo após uma assinatura gera nova versão, que exige novas assinaturas. Cada parte poderá obter, pela plataforma, cópia do contrato assinado e do registro das evidências da assinatura.',
      ],
    },
    {
      key: 'foro',
      heading: 'Do foro',
      paragraphs: [
        'Fica eleito o foro da comarca de {{profissional.cidade}} para resolver as questões oriundas deste contrato, com renúncia a qualquer outro, por mais privilegiado que seja, ressalvado ao CONTRATANTE consumidor o direito de demandar no foro de seu domicílio.',
        'Parágrafo único. Antes de recorrer ao Poder Judiciário, as partes buscarão resolver de boa-fé, por negociação direta, qualquer divergência sobre este contrato.',
        'E, por estarem de acordo, as partes assinam este contrato eletronicamente.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
