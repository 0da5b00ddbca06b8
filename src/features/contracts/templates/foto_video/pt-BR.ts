// Contrato de prestação de serviços de fotografia e vídeo (ensaios, eventos, produtos, institucional):
// sessão ou cobertura, tratamento e edição, entrega das fotos selecionadas e do vídeo editado,
// arquivos brutos, deslocamento, remarcação e direito de imagem das pessoas fotografadas ou filmadas.
// Leis em que se apoia (texto oficial no Planalto):
// - Código Civil, Lei 10.406/2002 (arts. 20, 393, 418, 593 a 609): https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm
// - Constituição Federal, art. 5º, X (imagem): https://www.planalto.gov.br/ccivil_03/constituicao/constituicao.htm
// - Direitos autorais, Lei 9.610/1998 (arts. 7º, VI e VII, 22, 24, 49 e 79): https://www.planalto.gov.br/ccivil_03/leis/l9610.htm
// - LGPD, Lei 13.709/2018: https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm
// - MP 2.200-2/2001, art. 10, § 2º: https://www.planalto.gov.br/ccivil_03/mpv/antigas_2001/2200-2.htm
// - Lei 14.063/2020 (assinaturas eletrônicas): https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2020/lei/l14063.htm
// Escrito para o Valora, 2026-11; modelo a adaptar, não revisado por advogado salvo indicação do operador.
import type { TemplateText } from '../types';

export const ptBR: TemplateText = {
  title: 'Contrato de prestação de serviços de fotografia e vídeo',
  summary:
    'Para ensaios, eventos, fotos de produto e vídeos: sessão, edição, entrega do material selecionado, deslocamento e direito de imagem das pessoas retratadas.',
  clauses: [
    {
      key: 'partes',
      heading: 'Das partes',
      paragraphs: [
        'De um lado, {{profissional.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{profissional.cpf_cnpj}}, com endereço em {{profissional.endereco}} e e-mail {{profissional.email}}, doravante denominado(a) CONTRATADO(A).',
        'De outro lado, {{cliente.nome}}, inscrito(a) no CPF/CNPJ sob o nº {{cliente.cpf_cnpj}}, com endereço em {{cliente.endereco}} e e-mail {{cliente.email}}, doravante denominado(a) CONTRATANTE.',
        'As partes celebram este contrato de prestação de serviços de fotografia e vídeo, regido pelas cláusulas seguintes e pelos arts. 593 a 609 do Código Civil.',
        'Parágrafo único. Os e-mails indicados acima são os canais oficiais de comunicação entre as partes para todos os fins deste contrato, inclusive aprovações, pedidos de alteração e notificações.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Objeto e escopo',
      paragraphs: [
        'O presente contrato tem por objeto a prestação, pelo(a) CONTRATADO(A), dos serviços de fotografia e/ou vídeo descritos na proposta "{{proposta.titulo}}", de {{proposta.data}}, que integra este contrato, compreendendo os seguintes itens:',
        '{{proposta.itens}}',
        'A data, o horário, o local e a duração da sessão ou da cobertura, bem como a quantidade de fotografias tratadas e a duração do vídeo editado, são os indicados na proposta ou ajustados por escrito entre as partes antes da sessão.',
        'Parágrafo único. Não fazem parte do objeto, salvo se constarem expressamente da proposta: álbuns e impressões, arquivos brutos (RAW ou material de câmera sem edição), maquiagem, figurino, cenografia, aluguel de estúdio ou de locação, contratação de modelos, uso de drone e versões adicionais do vídeo.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Prazos, entrega e aprovação',
      paragraphs: [
        'O material final será entregue em até {{contrato.prazo_entrega}} dias corridos, contados da realização da sessão ou do evento (ou da última delas, se houver mais de uma), desde que o sinal tenha sido pago.',
        'Quando a proposta previr a escolha das fotografias pelo(a) CONTRATANTE, este(a) terá 10 (dez) dias para indicar a sua seleção na galeria de prévias, período em que o prazo de entrega fica suspenso; não havendo seleção nesse prazo, a curadoria será feita pelo(a) CONTRATADO(A).',
        'Estão incluídas uma rodada de ajustes pontuais no tratamento das fotografias e uma no vídeo editado, pedidas por escrito em até 7 (sete) dias do envio. Mudanças de roteiro, de trilha sonora ou da seleção já feita são alteração de escopo.',
        'Parágrafo único. Decorridos 7 (sete) dias do envio do material final sem pedido de ajuste, ele se considera aprovado. Atrasos causados pelo(a) CONTRATANTE, inclusive na seleção ou nos pagamentos, prorrogam o prazo de entrega pelo mesmo período.',
      ],
    },
    {
      key: 'entrega_arquivos',
      heading: 'Arquivos, edição e entrega',
      paragraphs: [
        'As fotografias serão entregues tratadas (cor, luz, enquadramento e retoques leves), em JPEG de alta resolução e em versão para a internet, e o vídeo, editado, em MP4, na resolução indicada na proposta, por galeria on-line ou link de download disponível por no mínimo 30 (trinta) dias.',
        'A seleção das imagens, o estilo de edição e o tratamento seguem o critério técnico e artístico do(a) CONTRATADO(A), observadas as orientações dadas pelo(a) CONTRATANTE antes da sessão. Imagens tecnicamente imperfeitas ou repetidas não são entregues.',
        'Os arquivos brutos não são entregues, por constituírem material de trabalho do(a) CONTRATADO(A), salvo contratação expressa na proposta, caso em que serão entregues sem tratamento e sem garantia de qualidade individual.',
        'Parágrafo único. O(A) CONTRATADO(A) manterá cópia de segurança do material final por 90 (noventa) dias após a entrega. Passado esse prazo, cabe ao(à) CONTRATANTE guardar os seus arquivos, e novo envio poderá ser cobrado, se o material ainda existir.',
      ],
    },
    {
      key: 'deslocamento',
      heading: 'Deslocamento e despesas',
      paragraphs: [
        'O preço inclui o deslocamento do(a) CONTRATADO(A) e de sua equipe dentro do município de {{profissional.cidade}}.',
        'Para sessões ou eventos fora desse município, o(a) CONTRATANTE reembolsará, mediante orçamento aprovado por escrito antes da viagem, as despesas de transporte, hospedagem, alimentação e pedágios, bem como taxas de estacionamento, de entrada em locações e de autorização de uso de espaços. As despesas serão pagas antecipadamente ou reembolsadas em até 5 (cinco) dias da apresentação dos comprovantes.',
        'Parágrafo único. Em coberturas com duração superior a 6 (seis) horas, o(a) CONTRATANTE fornecerá alimentação ao(à) CONTRATADO(A) e à sua equipe ou arcará com o seu custo.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Preço e forma de pagamento',
      paragraphs: [
        'Pelos serviços descritos neste contrato, o(a) CONTRATANTE pagará ao(à) CONTRATADO(A) o valor total de {{proposta.total}}, da seguinte forma:',
        'a) sinal de {{proposta.sinal_percentual}} do valor total, equivalente a {{proposta.sinal_valor}}, na assinatura deste contrato, pagamento que confirma a reserva da data; b) saldo de {{proposta.saldo}} em {{contrato.parcelas}} parcela(s), nas datas indicadas na proposta ou, na falta de indicação, a primeira na data da sessão e as demais a cada 30 (trinta) dias.',
        'Os pagamentos serão feitos por Pix para a chave {{profissional.pix}}, valendo o comprovante da transferência como recibo. As despesas de deslocamento previstas na cláusula própria não estão incluídas no valor total.',
        'Parágrafo único. A entrega do material final em alta resolução pode ficar condicionada à quitação das parcelas vencidas até a data da entrega.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Atraso no pagamento',
      paragraphs: [
        'O atraso no pagamento de qualquer valor sujeita o(a) CONTRATANTE à multa de 2 % (dois por cento) sobre o valor devido, a juros de mora de 1 % (um por cento) ao mês, calculados pro rata die, e à correção monetária pelo IPCA (IBGE), desde o vencimento até o efetivo pagamento.',
        'Parágrafo único. Persistindo o atraso por mais de 10 (dez) dias, o(a) CONTRATADO(A) poderá, mediante aviso por e-mail, suspender a edição e a entrega do material até a regularização, prorrogando-se os prazos pelo período da suspensão.',
      ],
    },
    {
      key: 'remarcacao',
      heading: 'Remarcação e imprevistos',
      paragraphs: [
        'O(A) CONTRATANTE poderá remarcar a sessão uma vez, sem custo, com aviso de pelo menos 7 (sete) dias e conforme a agenda do(a) CONTRATADO(A); remarcações adicionais ou com aviso menor podem ser cobradas. Sessões externas podem ser remarcadas por qualquer das partes, sem custo, em caso de chuva ou de risco às pessoas ou ao equipamento.',
        'Em caso fortuito ou força maior (art. 393 do Código Civil), inclusive doença que impeça o trabalho, as partes escolherão nova data ou, se o(a) CONTRATANTE concordar, o(a) CONTRATADO(A) indicará profissional de qualidade equivalente; não sendo possível, serão devolvidos os valores pagos pelo que não foi executado.',
        'Parágrafo único. Se a nova data não for definida em até 90 (noventa) dias da data original por motivo atribuível ao(à) CONTRATANTE, aplica-se o disposto para a rescisão por iniciativa do(a) CONTRATANTE.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Alterações de escopo',
      paragraphs: [
        'Serviços não previstos na proposta, como horas adicionais de cobertura, fotografias tratadas além das contratadas, novas versões do vídeo e retoques avançados, serão orçados à parte e só executados após a concordância escrita do(a) CONTRATANTE, inclusive por e-mail ou mensagem.',
        'As horas adicionais serão cobradas ao valor de {{profissional.valor_hora}} por hora, valor-hora do(a) CONTRATADO(A), ou pelo preço fixo informado no orçamento, e poderão alterar o prazo de entrega.',
        'Parágrafo único. Durante o evento, a prorrogação da cobertura poderá ser pedida pelo(a) CONTRATANTE ou por quem ele(a) indicar como responsável no local, com confirmação por mensagem escrita no próprio ato.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obrigações do(a) CONTRATADO(A)',
      paragraphs: [
        'São obrigações do(a) CONTRATADO(A): a) comparecer ao local com pontualidade e com o equipamento adequado, incluindo equipamento reserva, e gravar em dois cartões de memória sempre que o equipamento permitir; b) conduzir a sessão com profissionalismo e discrição, respeitando as pessoas presentes e as regras do local; c) entregar o material nos prazos e formatos deste contrato; d) manter as cópias de segurança pelo prazo previsto; e) informar prontamente ao(à) CONTRATANTE qualquer fato que possa afetar a sessão ou a entrega.',
        'Parágrafo único. O(A) CONTRATADO(A) executa os serviços com autonomia técnica e artística e pode contar com assistentes sob sua responsabilidade, sem qualquer vínculo entre eles e o(a) CONTRATANTE.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obrigações do(a) CONTRATANTE',
      paragraphs: [
        'São obrigações do(a) CONTRATANTE: a) pagar os valores nos prazos ajustados; b) informar com antecedência o cronograma, o endereço, os momentos e as pessoas que não podem deixar de ser registrados e um responsável para contato no local; c) garantir o acesso do(a) CONTRATADO(A) ao local e obter as autorizações necessárias para fotografar ou filmar nele, inclusive para o uso de drone, que observará as regras da ANAC e do DECEA; d) obter as autorizações de uso de imagem previstas na cláusula de direito de imagem; e) fazer a seleção e as aprovações nos prazos previstos.',
        'Parágrafo único. O(A) CONTRATADO(A) não responde pela falta de registros causada por restrições do local ou de terceiros, como cerimonialistas, celebrantes e organizadores.',
      ],
    },
    {
      key: 'direito_imagem',
      heading: 'Direito de imagem das pessoas retratadas',
      paragraphs: [
        'A imagem das pessoas é protegida pelo art. 5º, X, da Constituição Federal e pelo art. 20 do Código Civil, e sua divulgação depende de autorização. O(A) CONTRATANTE, quando retratado(a), autoriza o uso da sua imagem para as finalidades deste contrato, inclusive no portfólio do(a) CONTRATADO(A), nos termos desta cláusula.',
        'Cabe ao(à) CONTRATANTE obter, por escrito, a autorização das demais pessoas fotografadas ou filmadas cuja imagem pretenda divulgar ou usar comercialmente, como modelos, empregados e convidados, e, no caso de crianças e adolescentes, a autorização dos pais ou responsáveis legais. O(A) CONTRATANTE responde pelo uso que fizer das imagens sem essas autorizações.',
        'O(A) CONTRATADO(A) poderá usar imagens do trabalho no seu portfólio, site e redes sociais, apenas para divulgação do próprio trabalho e nunca para publicidade de terceiros, desde que as demais pessoas retratadas o autorizem. O(A) CONTRATANTE pode revogar essa autorização por escrito, a qualquer tempo, e o(a) CONTRATADO(A) retirará as imagens indicadas em até 10 (dez) dias.',
        'Parágrafo único. O(A) CONTRATADO(A) não divulgará imagens de crianças, de momentos íntimos ou de situações que exponham as pessoas retratadas sem autorização expressa e específica.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Direitos autorais',
      paragraphs: [
        'As fotografias e a obra audiovisual são obras protegidas pela Lei 9.610/1998 (art. 7º, VI e VII), das quais o(a) CONTRATADO(A) é autor(a).',
        'Com a quitação integral do preço, o(a) CONTRATADO(A) concede ao(à) CONTRATANTE licença de uso não exclusiva, por prazo indeterminado e válida em todo o território nacional e no exterior, para as finalidades indicadas na proposta: uso pessoal e familiar e, quando a proposta assim previr, uso institucional ou publicitário. Antes da quitação, nenhum uso é autorizado além da visualização das prévias. A cessão definitiva dos direitos patrimoniais só ocorrerá se prevista na proposta e em instrumento escrito (art. 49 da Lei 9.610/1998).',
        'Os direitos morais do(a) CONTRATADO(A) são inalienáveis e irrenunciáveis (art. 24 da Lei 9.610/1998). Sempre que as imagens forem publicadas por terceiros, o crédito deverá indicar o nome do(a) CONTRATADO(A) de forma legível (art. 79, § 1º), e não são permitidas alterações que desfigurem a obra, salvo cortes e redimensionamentos para adequação ao formato de publicação.',
        'Parágrafo único. A trilha sonora do vídeo será de uso licenciado ou livre de royalties; músicas indicadas pelo(a) CONTRATANTE são de sua responsabilidade quanto à licença.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidencialidade',
      paragraphs: [
        'As partes manterão em sigilo as informações não públicas a que tiverem acesso em razão deste contrato, como lançamentos de produtos, locais privados e rotinas de pessoas e empresas, e não as usarão para outro fim.',
        'Quando o(a) CONTRATANTE indicar por escrito que o trabalho é confidencial, o(a) CONTRATADO(A) não o publicará no portfólio nem o mostrará a terceiros, nem mesmo após a entrega.',
        'Parágrafo único. O dever de sigilo continua por 5 (cinco) anos após o término do contrato e não se aplica a informações que se tornem públicas sem culpa da parte que as recebeu ou cuja revelação seja exigida por lei ou por ordem judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Proteção de dados pessoais',
      paragraphs: [
        'As partes tratarão os dados pessoais envolvidos neste contrato de acordo com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018). Cada parte é controladora dos dados que trata para os seus próprios fins e responde pelo respectivo tratamento.',
        'Fotografias e vídeos de pessoas identificáveis são dados pessoais e podem revelar dados sensíveis. O(A) CONTRATADO(A) os usará apenas para executar este contrato e para o portfólio nos termos já previstos, protegerá os arquivos com medidas de segurança adequadas e só os compartilhará com prestadores necessários à execução, como serviços de armazenamento.',
        'Parágrafo único. Findo o prazo de guarda previsto neste contrato, o(a) CONTRATADO(A) eliminará os arquivos e os dados pessoais, ressalvados os autorizados para o portfólio e os que deva conservar por obrigação legal, como registros fiscais. Cada parte avisará a outra, sem demora, de incidente de segurança que envolva esses dados.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Rescisão',
      paragraphs: [
        'Qualquer das partes pode rescindir este contrato por aviso escrito à outra, de preferência com antecedência mínima de 15 (quinze) dias da data da sessão, com as consequências previstas nesta cláusula. Em caso de descumprimento de obrigação, a parte prejudicada pode rescindi-lo de imediato se o problema não for sanado em 5 (cinco) dias da notificação.',
        'Se a rescisão for de iniciativa do(a) CONTRATANTE, sem culpa do(a) CONTRATADO(A): a) o sinal fica retido, pois remunera a reserva da data e a preparação já iniciada; b) se o aviso for dado com menos de 15 (quinze) dias da sessão, será devida, além do sinal, multa rescisória de 20 % (vinte por cento) do valor total; c) se a sessão já tiver sido realizada, será devido o valor dos serviços executados até a data do aviso, incluída a sessão, descontado o sinal.',
        'Se a rescisão for de iniciativa do(a) CONTRATADO(A), sem culpa do(a) CONTRATANTE, o(a) CONTRATADO(A) devolverá os valores recebidos pelos serviços não prestados, acrescidos de multa de 20 % (vinte por cento) do valor total, e entregará o material já produzido e pago.',
        'Parágrafo único. Em qualquer caso, as despesas de deslocamento já realizadas serão reembolsadas por quem deu causa à rescisão, e as cláusulas de direito de imagem, direitos autorais, confidencialidade e proteção de dados continuam valendo.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitação de responsabilidade',
      paragraphs: [
        'A responsabilidade do(a) CONTRATADO(A) por qualquer dano decorrente deste contrato fica limitada ao valor efetivamente pago pelo(a) CONTRATANTE, e nenhuma das partes responde por danos indiretos ou lucros cessantes, salvo em caso de dolo ou culpa grave.',
        'Se, apesar dos cuidados previstos neste contrato, houver perda de arquivos por falha técnica de equipamento ou de mídia, o(a) CONTRATADO(A) devolverá os valores pagos pela parte do trabalho afetada ou, se o(a) CONTRATANTE preferir e for possível, repetirá a sessão sem custo.',
        'Parágrafo único. O(A) CONTRATANTE responde pelos materiais que fornecer, como logotipos, músicas, roteiros e produtos, e pelas autorizações de local e de imagem que lhe cabem, e manterá o(a) CONTRATADO(A) indene de reclamações de terceiros decorrentes deles.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Assinatura eletrônica',
      paragraphs: [
        'As partes concordam em assinar este contrato eletronicamente, pela plataforma Valora, com verificação do e-mail do signatário por código, e com registro do endereço IP, da data e hora e do hash SHA-256 do conteúdo assinado.',
        'As partes reconhecem esse meio de comprovação da autoria e da integridade como válido e eficaz entre elas, nos termos do art. 10, § 2º, da Medida Provisória 2.200-2/2001 e da Lei 14.063/2020, e o contrato assim assinado produz os mesmos efeitos de um contrato assinado em papel.',
      ],
    },
    {
      key: 'foro',
      heading: 'Foro',
      paragraphs: [
        'Fica eleito o foro da comarca de {{profissional.cidade}} para dirimir as questões oriundas deste contrato, ressalvado ao(à) CONTRATANTE que seja consumidor(a) o direito de propor ação no foro do seu domicílio.',
        'E, por estarem de acordo, as partes assinam este contrato eletronicamente.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
