// Contrato de prestação de serviços de consultoria e mentoria: sessões individuais ou em grupo,
// diagnósticos, relatórios e planos de ação, como obrigação de meio, com licença de uso dos materiais.
// Fundamentos: Código Civil, arts. 593 a 609, 389 e 393
// (https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm); Lei 9.610/1998, direitos autorais,
// arts. 27, 29 e 49 (https://www.planalto.gov.br/ccivil_03/leis/l9610.htm); Lei 13.709/2018, LGPD
// (https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm); MP 2.200-2/2001, art. 10, § 2º
// (https://www.planalto.gov.br/ccivil_03/mpv/antigas_2001/2200-2.htm); Lei 14.063/2020, assinaturas
// eletrônicas (https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/lei/l14063.htm); Código de Defesa do
// Consumidor, Lei 8.078/1990 (https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm).
// Escrito para o Valora, 2026-11; modelo a adaptar, não revisado por advogado salvo indicação do operador.
import type { TemplateText } from '../types';

export const ptBR: TemplateText = {
  title: 'Contrato de prestação de serviços de consultoria e mentoria',
  summary: 'Para consultoria, mentoria e assessoria em sessões, diagnósticos e relatórios, como obrigação de meio.',
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
        'O objeto deste contrato é a prestação, pelo(a) CONTRATADO(A) ao CONTRATANTE, de serviços de consultoria e mentoria conforme a proposta "{{proposta.titulo}}", de {{proposta.data}}, que passa a integrar este contrato, compreendendo os seguintes itens:',
        '{{proposta.itens}}',
        'Parágrafo primeiro. Os serviços podem incluir sessões individuais ou em grupo, presenciais ou por videoconferência, análise de informações, diagnósticos, relatórios, planos de ação e acompanhamento, na quantidade e com a duração indicadas na proposta. Qualquer serviço nela não descrito será tratado como alteração de escopo.',
        'Parágrafo segundo. Havendo divergência entre a proposta e este contrato, prevalece o disposto neste contrato.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Dos prazos',
      paragraphs: [
        'Os serviços serão prestados em até {{contrato.prazo_entrega}} dias corridos, contados da data em que ocorrer por último um dos seguintes fatos: a confirmação do pagamento do sinal ou o recebimento das informações iniciais pedidas pelo(a) CONTRATADO(A) (briefing ou questionário de diagnóstico).',
        'Parágrafo primeiro. As sessões previstas deverão ser realizadas dentro desse período. As sessões que não forem agendadas ou realizadas nele por motivo atribuível ao CONTRATANTE serão consideradas prestadas, salvo acordo escrito para prorrogação.',
        'Parágrafo segundo. O prazo fica suspenso enquanto o andamento depender de informação, documento, acesso ou pagamento a cargo do CONTRATANTE, e os relatórios previstos na proposta serão entregues dentro do período acima.',
      ],
    },
    {
      key: 'sessoes',
      heading: 'Do agendamento e da remarcação das sessões',
      paragraphs: [
        'As sessões serão agendadas por e-mail ou pela agenda indicada pelo(a) CONTRATADO(A), com a duração prevista na proposta, e realizadas no local ou na plataforma de videoconferência combinados.',
        'Parágrafo primeiro. Qualquer das partes poderá remarcar uma sessão com aviso de pelo menos 24 (vinte e quatro) horas. A ausência do CONTRATANTE sem esse aviso, ou atraso superior a 15 (quinze) minutos, fará a sessão ser considerada realizada; a ausência do(a) CONTRATADO(A) obriga-o(a) a repor a sessão sem custo.',
        'Parágrafo segundo. Os relatórios e materiais escritos previstos na proposta serão enviados por e-mail. O CONTRATANTE terá 5 (cinco) dias úteis para pedir esclarecimentos ou uma rodada de ajustes, findos os quais o material será considerado aceito.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Do preço e da forma de pagamento',
      paragraphs: [
        'Pelos serviços, o CONTRATANTE pagará ao(à) CONTRATADO(A) o valor total de {{proposta.total}}, da seguinte forma: a) sinal de {{proposta.sinal_percentual}} do total, equivalente a {{proposta.sinal_valor}}, na assinatura deste contrato; b) saldo de {{proposta.saldo}}, em {{contrato.parcelas}} parcela(s) mensal(is), iguais e sucessivas, vencendo-se a primeira 30 (trinta) dias após a assinatura.',
        'Parágrafo primeiro. Os pagamentos serão feitos por Pix, para a chave {{profissional.pix}}, de titularidade do(a) CONTRATADO(A); o comprovante da transferência vale como quitação do valor pago, e o(a) CONTRATADO(A) emitirá recibo ou documento fiscal quando exigido por lei.',
        'Parágrafo segundo. As sessões começam após a confirmação do pagamento do sinal.',
        'Parágrafo terceiro. Despesas de deslocamento e hospedagem para sessões presenciais fora da cidade do(a) CONTRATADO(A), e outras não previstas na proposta, dependem de aprovação prévia e por escrito do CONTRATANTE, que as reembolsará mediante comprovante.',
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
        'Qualquer alteração do escopo, como sessões adicionais, novos temas, novas áreas a analisar ou relatórios não previstos, deverá ser pedida pelo CONTRATANTE e aceita pelo(a) CONTRATADO(A) por escrito, admitido o e-mail, antes de sua execução.',
        'Parágrafo primeiro. Salvo orçamento específico aceito pelas partes, os serviços adicionais, inclusive o tempo de sessões extras e de sua preparação, serão cobrados pelas horas efetivamente trabalhadas, ao valor de {{profissional.valor_hora}} por hora, e o(a) CONTRATADO(A) informará previamente a estimativa de horas.',
        'Parágrafo segundo. Os serviços adicionais serão pagos junto com a parcela seguinte ou, não havendo parcela a vencer, em até 10 (dez) dias da apresentação da cobrança, pela mesma forma de pagamento deste contrato.',
        'Parágrafo terceiro. O(A) CONTRATADO(A) não está obrigado(a) a executar alterações que não tenham sido ajustadas na forma desta cláusula.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Das obrigações do(a) CONTRATADO(A)',
      paragraphs: [
        'São obrigações do(a) CONTRATADO(A): a) prestar os serviços com diligência, ética e técnica adequadas, aplicando seu conhecimento e sua experiência ao caso do CONTRATANTE; b) comparecer às sessões agendadas, com pontualidade e preparação; c) entregar os relatórios e materiais previstos na proposta dentro do prazo; d) indicar com clareza as premissas e as limitações de suas análises e recomendações; e) recomendar ao CONTRATANTE que procure profissional habilitado quando o assunto exigir atuação privativa de outra profissão, como advocacia, contabilidade, medicina ou psicologia; f) usar as informações recebidas apenas para a execução deste contrato.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Das obrigações do CONTRATANTE',
      paragraphs: [
        'São obrigações do CONTRATANTE: a) fornecer informações verdadeiras, completas e atualizadas, bem como os documentos e acessos necessários às análises; b) comparecer às sessões agendadas e cumprir as atividades combinadas entre elas; c) garantir que os materiais e dados que fornecer podem ser compartilhados com o(a) CONTRATADO(A) sem violar direitos de terceiros; d) efetuar os pagamentos nas datas ajustadas; e) avaliar as recomendações recebidas e decidir, sob sua responsabilidade, sobre sua adoção.',
      ],
    },
    {
      key: 'natureza_obrigacao',
      heading: 'Da natureza da obrigação',
      paragraphs: [
        'As obrigações do(a) CONTRATADO(A) são de meio, e não de resultado: ele(a) se compromete a empregar seu conhecimento e sua diligência na análise e na orientação, mas não garante resultados como aumento de faturamento, obtenção de emprego, promoção, investimento ou aprovação em processos.',
        'Parágrafo único. As decisões tomadas a partir das recomendações são de exclusiva responsabilidade do CONTRATANTE, que conserva a gestão de seus negócios e de sua carreira. Os serviços não substituem assessoria jurídica, contábil, médica ou psicológica.',
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
        'Os relatórios, apresentações, planilhas, roteiros e demais materiais elaborados pelo(a) CONTRATADO(A), bem como os materiais didáticos e a forma de expressão de sua metodologia, são obras intelectuais protegidas pela Lei nº 9.610/1998 (Lei de Direitos Autorais).',
        'Parágrafo primeiro. Após o pagamento integral do preço e dos serviços adicionais, o CONTRATANTE recebe licença de uso não exclusiva, por prazo indeterminado e sem custo adicional, dos materiais entregues, para uso interno em sua atividade ou, se pessoa física, para uso pessoal, podendo reproduzi-los e adaptá-los para esses fins. A licença não abrange a venda, a publicação nem o uso dos materiais para treinar ou atender terceiros.',
        'Parágrafo segundo. Os direitos patrimoniais permanecem com o(a) CONTRATADO(A), que poderá continuar a usar sua metodologia, seus modelos e seus conhecimentos com outros clientes, sem revelar informações confidenciais do CONTRATANTE. Os direitos morais de autor, inalienáveis e irrenunciáveis (art. 27 da Lei nº 9.610/1998), também permanecem com o(a) CONTRATADO(A).',
        'Parágrafo terceiro. A gravação das sessões depende do consentimento das duas partes, e a gravação só poderá ser usada pela parte que a fez para consulta própria.',
        'Parágrafo quarto. O(A) CONTRATADO(A) poderá citar o nome do CONTRATANTE e descrever de forma geral o trabalho realizado em seu portfólio e em seus canais profissionais, sem qualquer informação confidencial, salvo se o CONTRATANTE pedir sigilo por escrito.',
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
        'Parágrafo segundo. Os dados pessoais compartilhados nas sessões, como histórico profissional e informações sobre colaboradores, serão usados pelo(a) CONTRATADO(A) somente para a prestação dos serviços, e o CONTRATANTE só compartilhará dados de terceiros quando tiver base legal para fazê-lo.',
        'Parágrafo terceiro. As partes adotarão medidas técnicas e administrativas de segurança aptas a proteger os dados pessoais de acessos não autorizados e de situações acidentais ou ilícitas, e avisarão uma à outra, em até 48 (quarenta e oito) horas, de incidente de segurança que os afete.',
        'Parágrafo quarto. Terminado o contrato, os dados pessoais recebidos da outra parte e as anotações das sessões que os contenham serão eliminados ou devolvidos, ressalvada a conservação exigida por lei ou necessária ao exercício regular de direitos (art. 16 da LGPD).',
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
