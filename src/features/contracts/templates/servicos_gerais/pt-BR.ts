// Contrato de prestação de serviços genérico: para trabalhos autônomos que não têm modelo próprio na
// biblioteca (apoio administrativo, assistência virtual, serviços avulsos em geral).
// Fundamentos: Código Civil, arts. 593 a 609 (prestação de serviço), 389, 393 e 395
// (https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm); Lei 9.610/1998, direitos
// autorais (https://www.planalto.gov.br/ccivil_03/leis/l9610.htm); Lei 13.709/2018, LGPD
// (https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm); MP 2.200-2/2001, art. 10, § 2º
// (https://www.planalto.gov.br/ccivil_03/mpv/antigas_2001/2200-2.htm); Lei 14.063/2020, assinaturas
// eletrônicas (https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/lei/l14063.htm); Código de Defesa do
// Consumidor, Lei 8.078/1990 (https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm).
// Escrito para o Valora, 2026-11; modelo a adaptar, não revisado por advogado salvo indicação do operador.
import type { TemplateText } from '../types';

export const ptBR: TemplateText = {
  title: 'Contrato de prestação de serviços',
  summary: 'Modelo geral para serviços autônomos avulsos que não têm um modelo específico na biblioteca.',
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
        'O objeto deste contrato é a prestação, pelo(a) CONTRATADO(A) ao CONTRATANTE, dos serviços descritos na proposta "{{proposta.titulo}}", de {{proposta.data}}, que passa a integrar este contrato, compreendendo os seguintes itens:',
        '{{proposta.itens}}',
        'Parágrafo primeiro. O escopo limita-se aos itens acima e às especificações da proposta. Qualquer serviço nela não descrito será tratado como alteração de escopo, na forma da cláusula própria.',
        'Parágrafo segundo. Havendo divergência entre a proposta e este contrato, prevalece o disposto neste contrato.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Dos prazos',
      paragraphs: [
        'O(A) CONTRATADO(A) concluirá os serviços em até {{contrato.prazo_entrega}} dias corridos, contados da data em que ocorrer por último um dos seguintes fatos: a confirmação do pagamento do sinal ou o recebimento das informações, dos materiais e dos acessos necessários à execução (briefing), a serem fornecidos pelo CONTRATANTE.',
        'Parágrafo primeiro. O prazo fica suspenso enquanto o andamento dos serviços depender de resposta, aprovação, material ou pagamento a cargo do CONTRATANTE, e volta a correr quando a pendência for atendida.',
        'Parágrafo segundo. Quando a proposta previr entregas parciais, elas seguirão o cronograma nela indicado, dentro do prazo total acima.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Da entrega e da aprovação',
      paragraphs: [
        'Cada entrega será enviada ao CONTRATANTE pelo e-mail indicado na cláusula das partes ou por outro meio combinado por escrito. O CONTRATANTE terá 5 (cinco) dias úteis, contados do recebimento, para aprová-la ou pedir ajustes, de forma fundamentada e reunida numa única mensagem.',
        'Parágrafo primeiro. Estão incluídas no preço até 2 (duas) rodadas de ajustes por entrega, entendidas como correções e refinamentos dentro do escopo contratado. Rodadas adicionais e pedidos que modifiquem o que já foi aprovado seguem a cláusula de alterações de escopo.',
        'Parágrafo segundo. Decorrido o prazo de aprovação sem manifestação do CONTRATANTE, ou passando ele a utilizar a entrega em sua atividade, a entrega será considerada aprovada.',
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
        'Qualquer alteração do escopo, como a inclusão de serviços, a mudança de especificações ou rodadas de ajustes além das previstas, deverá ser pedida pelo CONTRATANTE e aceita pelo(a) CONTRATADO(A) por escrito, admitido o e-mail, antes de sua execução.',
        'Parágrafo primeiro. Salvo orçamento específico aceito pelas partes, os serviços adicionais serão cobrados pelas horas efetivamente trabalhadas, ao valor de {{profissional.valor_hora}} por hora, e o(a) CONTRATADO(A) informará previamente a estimativa de horas e o efeito sobre o prazo de entrega.',
        'Parágrafo segundo. Os serviços adicionais serão pagos junto com a parcela seguinte ou, não havendo parcela a vencer, em até 10 (dez) dias da apresentação da cobrança, pela mesma forma de pagamento deste contrato.',
        'Parágrafo terceiro. O(A) CONTRATADO(A) não está obrigado(a) a executar alterações que não tenham sido ajustadas na forma desta cláusula.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Das obrigações do(a) CONTRATADO(A)',
      paragraphs: [
        'São obrigações do(a) CONTRATADO(A): a) executar os serviços com diligência, zelo e técnica adequados, conforme o escopo e os prazos deste contrato; b) manter o CONTRATANTE informado sobre o andamento dos trabalhos e comunicar prontamente qualquer fato que possa afetar prazos ou resultados; c) usar os materiais, os acessos e as informações recebidos apenas para a execução deste contrato; d) corrigir, sem custo adicional, falhas de execução que lhe sejam imputáveis, apontadas no prazo de aprovação; e) observar a legislação aplicável aos serviços.',
        'Parágrafo único. O(A) CONTRATADO(A) poderá valer-se de ferramentas ou de colaboradores para tarefas acessórias, permanecendo responsável perante o CONTRATANTE pelo resultado e pelo sigilo.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Das obrigações do CONTRATANTE',
      paragraphs: [
        'São obrigações do CONTRATANTE: a) fornecer, nos prazos combinados, as informações, os materiais, os acessos e as aprovações necessários à execução dos serviços; b) garantir que os materiais que fornecer lhe pertencem ou que tem autorização para usá-los, e que não violam direitos de terceiros; c) indicar uma pessoa com poderes para aprovar as entregas e responder às consultas do(a) CONTRATADO(A) em até 5 (cinco) dias úteis; d) efetuar os pagamentos nas datas ajustadas; e) não utilizar publicamente as entregas antes do pagamento integral, salvo autorização escrita do(a) CONTRATADO(A).',
      ],
    },
    {
      key: 'autonomia',
      heading: 'Da autonomia das partes',
      paragraphs: [
        'Este contrato não cria vínculo empregatício, societário ou de representação entre as partes. O(A) CONTRATADO(A) presta os serviços com autonomia técnica, definindo seus métodos, horários e local de trabalho, sem subordinação, respeitados o escopo e os prazos aqui ajustados.',
        'Parágrafo único. Cada parte responde por seus próprios encargos trabalhistas, previdenciários e tributários.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Dos direitos autorais',
      paragraphs: [
        'As obras intelectuais criadas pelo(a) CONTRATADO(A) na execução deste contrato, como textos, imagens, planilhas, apresentações e materiais semelhantes, são protegidas pela Lei nº 9.610/1998 (Lei de Direitos Autorais).',
        'Parágrafo primeiro. Após o pagamento integral do preço e dos serviços adicionais, o(a) CONTRATADO(A) cede ao CONTRATANTE, em caráter definitivo e sem custo adicional, os direitos patrimoniais de autor sobre as versões finais aprovadas, para reprodução, edição, adaptação, distribuição e divulgação por qualquer meio, no Brasil e no exterior, nos termos dos arts. 49 e 50 da Lei nº 9.610/1998. Até o pagamento integral, o CONTRATANTE poderá apenas avaliar as entregas.',
        'Parágrafo segundo. Os direitos morais de autor, inalienáveis e irrenunciáveis (art. 27 da Lei nº 9.610/1998), permanecem com o(a) CONTRATADO(A).',
        'Parágrafo terceiro. Não são cedidos: versões e esboços não aprovados; métodos, modelos e materiais preexistentes do(a) CONTRATADO(A), dos quais o CONTRATANTE recebe licença não exclusiva de uso na medida necessária para utilizar as entregas; e elementos de terceiros, como fontes, imagens de banco e programas, sujeitos às licenças de seus titulares.',
        'Parágrafo quarto. O(A) CONTRATADO(A) poderá apresentar os trabalhos realizados em seu portfólio e em seus canais profissionais, salvo se o CONTRATANTE pedir sigilo por escrito ou se o trabalho contiver informações confidenciais.',
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
        'A responsabilidade total do(a) CONTRATADO(A) por danos decorrentes deste contrato fica limitada ao valor efetivamente pago pelo CONTRATANTE e não abrange lucros cessantes, perda de receita, de dados ou de oportunidades, nem outros danos indiretos, salvo em caso de dolo ou culpa grave.',
        'Parágrafo primeiro. O CONTRATANTE é o único responsável pelo conteúdo, pela licitude e pelos direitos dos materiais e das informações que fornecer, e responderá por reclamações de terceiros deles decorrentes.',
        'Parágrafo segundo. Nenhuma das partes responde por atrasos ou falhas causados por caso fortuito ou força maior (art. 393 do Código Civil), nem o(a) CONTRATADO(A) por aqueles causados por atos do CONTRATANTE ou de terceiros por ele contratados.',
        'Parágrafo terceiro. Se o CONTRATANTE for consumidor, esta cláusula aplica-se nos limites do Código de Defesa do Consumidor (Lei nº 8.078/1990).',
      ],
    },
    {
      key: 'disposicoes_gerais',
      heading: 'Das disposições gerais',
      paragraphs: [
        'Este contrato, com a proposta que o integra, substitui os entendimentos anteriores sobre o mesmo objeto e só poderá ser alterado por aditivo escrito, admitida a forma eletrônica, ressalvadas as alterações de escopo ajustadas por e-mail na forma da cláusula própria.',
        'Parágrafo primeiro. A tolerância de uma parte com o descumprimento da outra não implica renúncia nem novação, e a invalidade de uma disposição não afeta as demais.',
        'Parágrafo segundo. Nenhuma das partes poderá ceder a terceiros os direitos e as obrigações deste contrato sem o consentimento escrito da outra.',
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
